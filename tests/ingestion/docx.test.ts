import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";
import { makeDocx, wp, wruns, wtable } from "./builders.ts";

describe("Word documents", () => {
  it("finds headings typed as bold numbered lines when no heading styles are used", async () => {
    const doc = await extractDocument("plain.docx", makeDocx([
      wp("Expense Rules", { bold: true }),
      wp("1. Purpose", { bold: true }),
      wp("This document explains how expenses are approved and paid back."),
      wp("1.1. Taxi", { bold: true }),
      wp("Taxi rides after 22:00 are paid back up to 1 500 roubles per ride."),
    ].join("")));
    expect(doc.title).toBe("Expense Rules");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Purpose"], ["Purpose", "Taxi"]]);
  });

  it("reads Word heading styles as the section tree", async () => {
    const doc = await extractDocument("styled.docx", makeDocx([
      wp("Leave", { style: "Heading1" }),
      wp("Annual leave is 28 calendar days."),
      wp("Sick leave", { style: "Heading2" }),
      wp("Tell your manager by 10:30 on the first day."),
      wp("Travel", { style: "Heading1" }),
      wp("Trips are booked by the travel desk."),
    ].join("")));
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Leave"], ["Leave", "Sick leave"], ["Travel"]]);
  });

  it("labels table cells with the first row when Word did not mark a header row", async () => {
    const doc = await extractDocument("table.docx", makeDocx(wtable([
      ["Role", "Limit", "Approver"],
      ["Team lead", "30 000", "Head of department"],
      ["Head of department", "150 000", "Director"],
    ])));
    expect(doc.sections[0]!.text.split("\n")).toEqual([
      "Role: Team lead | Limit: 30 000 | Approver: Head of department",
      "Role: Head of department | Limit: 150 000 | Approver: Director",
    ]);
  });

  it("keeps the title style as the document title above numbered sections", async () => {
    const doc = await extractDocument("title.docx", makeDocx([
      wp("Handbook", { style: "Title" }),
      wp("Welcome to the company, here is what you need to know."),
      wp("Office", { style: "Heading1" }),
      wp("The office is open from 9:00 to 20:00 on weekdays."),
      wp("Equipment", { style: "Heading1" }),
      wp("Laptops are handed out on the first day by IT support."),
    ].join("")));
    expect(doc.title).toBe("Handbook");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Handbook"], ["Office"], ["Equipment"]]);
  });
});

describe("Word run-in headings", () => {
  it("joins a bold label opening a paragraph to the text after it («Забыли пароль: Позвоните…»)", async () => {
    const doc = await extractDocument("memo.docx", makeDocx([
      wp("Доступы", { style: "Heading1" }),
      wruns([{ text: "Забыли пароль. ", bold: true }, { text: "Позвоните в ИТ-поддержку (внутр. 555)." }]),
      wp("Пропуска", { style: "Heading1" }),
      wruns([{ text: "Пропуск", bold: true }, { text: " выдаёт охрана на первом этаже." }]),
    ].join("")));
    expect(doc.sections.map((s) => s.text)).toEqual(["Забыли пароль: Позвоните в ИТ-поддержку (внутр. 555).", "Пропуск выдаёт охрана на первом этаже."]);
  });
});

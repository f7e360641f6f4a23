import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const md = (s: string) => extractDocument("doc.md", new TextEncoder().encode(s));

describe("Markdown", () => {
  it("builds the section tree from # headings, with the single top heading as title", async () => {
    const doc = await md("# Guide\n\nIntro text.\n\n## 1. Start\n\n### 1.1. Day one\n\nCome at 10:00.\n\n## 2. Later\n\nMore.\n");
    expect(doc.title).toBe("Guide");
    expect(doc.sections.map((s) => [s.headingPath, s.text])).toEqual([
      [["Guide"], "Intro text."],
      [["Start"], ""],
      [["Start", "Day one"], "Come at 10:00."],
      [["Later"], "More."],
    ]);
  });

  it("understands underlined (setext) headings", async () => {
    const doc = await md("Rules\n=====\n\nIntro.\n\nParking\n-------\n\nSpots are free.\n\nBikes\n-----\n\nRacks in the yard.\n");
    expect(doc.title).toBe("Rules");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Rules"], ["Parking"], ["Bikes"]]);
  });

  it("turns a pipe table into rows labelled by the header", async () => {
    const doc = await md("## Prices\n\n| Plan | Price |\n|---|---:|\n| Basic | 15 000 ₽ |\n| Pro | 45 000 ₽ |\n");
    expect(doc.sections[0]!.text).toBe("Plan: Basic | Price: 15 000 ₽\nPlan: Pro | Price: 45 000 ₽");
  });

  it("strips inline markup but keeps the words and link text", async () => {
    const doc = await md("Read **the rules** and *the FAQ* at [the portal](https://x.example), use `vpn_client` and snake_case_names.\n");
    expect(doc.sections[0]!.text).toBe("Read the rules and the FAQ at the portal, use vpn_client and snake_case_names.");
  });

  it("keeps list items one per line and ignores # inside code blocks", async () => {
    const doc = await md("## Checklist\n\n- sign the contract;\n- set up 2FA\n  on every system.\n\n```\n# not a heading\n```\n");
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.text).toBe("- sign the contract;\n- set up 2FA on every system.\n\n# not a heading");
  });

  it("skips YAML front matter", async () => {
    const doc = await md("---\ntitle: x\n---\n\nBody text.\n");
    expect(doc.text).toBe("Body text.");
  });
});

describe("Markdown without # headings", () => {
  it("takes bold lines and numbered lines for headings", async () => {
    const doc = await md("**Office rules**\n\n**1. Access**\n\nUse your badge at the door; guests sign in at reception.\n\n**2. Parking**\n\nFree spots are on level minus one, first come first served.\n");
    expect(doc.title).toBe("Office rules");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Access"], ["Parking"]]);
  });
});

describe("Markdown run-in headings", () => {
  it("joins a bold label opening a paragraph to its text, verb or not («Забыли пароль: Позвоните…»)", async () => {
    const doc = await extractDocument("memo.md", new TextEncoder().encode("## Пароли\n\n**Забыли пароль.** Позвоните в ИТ-поддержку.\n\n**Опоздание.** Если вы опаздываете, позвоните администратору.\n\nОбычный **жирный** текст.\n"));
    expect(doc.sections[0]!.text.split("\n\n")).toEqual(["Забыли пароль: Позвоните в ИТ-поддержку.", "Опоздание: Если вы опаздываете, позвоните администратору.", "Обычный жирный текст."]);
  });
});

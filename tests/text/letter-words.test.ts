import { describe, expect, it } from "bun:test";
import { noteAskedFor } from "../../src/text/note-verbs.ts";
import { callsOffInClauses } from "../../src/text/draft-words.ts";
import { asksToAnswerToldComplaint } from "../../src/text/letter-requests.ts";

describe("a note asked for with the addressee after «to»", () => {
  it("«drop a quick line to Maria saying thanks…» is a note to Maria with its message", () => {
    expect(noteAskedFor("drop a quick line to Maria saying thanks for covering for me yesterday")).toEqual({ to: "Maria", gist: "thanks for covering for me yesterday" });
  });
  it("«could you write a quick email to Maria Ivanova to say…» names both words of her name", () => {
    expect(noteAskedFor("could you write a quick email to Maria Ivanova to say the meeting moved to 3pm")?.to).toBe("Maria Ivanova");
  });
  it("«send me a note about the vacation policy» asks for no letter", () => {
    expect(noteAskedFor("send me a note about the vacation policy")).toBeNull();
  });
});

describe("a draft called off by a verb of throwing away or a word of cancelling", () => {
  for (const said of ["nah, ditch that draft", "а, нет, отмена", "bin it", "нет, отставить", "не, в топку этот черновик", "ugh, get rid of it"]) {
    it(`«${said}» calls the draft off`, () => expect(callsOffInClauses(said, true)).toBe(true));
  }
  for (const said of ["remove the last paragraph please", "не надо так официально", "отмена рейса?"]) {
    it(`«${said}» does not`, () => expect(callsOffInClauses(said, true)).toBe(false));
  }
});

describe("a reply to a complaint told in the request", () => {
  it("to a guest named by no name is one", () => {
    expect(asksToAnswerToldComplaint("напиши гостю ответ на жалобу — у него в номере не было горячей воды, на Wi-Fi тоже жалуется")).toBe(true);
  });
  it("to a sender named is not (their letter may be in the mailbox)", () => {
    expect(asksToAnswerToldComplaint("ответь на жалобу Игоря Петрова")).toBe(false);
  });
  it("asked as a question is not (the rules may say how)", () => {
    expect(asksToAnswerToldComplaint("что ответить гостю, который жалуется на шум?")).toBe(false);
  });
});

describe("a call-off with the person's own plan after it", () => {
  it("«хм, отмена, я сам позвоню» calls the draft off", () => expect(callsOffInClauses("хм, отмена, я сам позвоню", true)).toBe(true));
  it("«я сам позвоню» alone does not", () => expect(callsOffInClauses("я сам позвоню", true)).toBe(false));
});

// Walk 22b: «ping Dmitry Sokolov a quick note that I'll be 10 min late to the sync» entered the minutes skill.
describe("a note asked for with a verb of instrument and the double object", () => {
  it("reads «ping Dmitry Sokolov a quick note that…» as a letter to Dmitry Sokolov", () => {
    expect(noteAskedFor("ping Dmitry Sokolov a quick note that I'll be 10 min late to the sync")).toEqual({ to: "Dmitry Sokolov", gist: "I'll be 10 min late to the sync" });
    expect(noteAskedFor("email Maria a short message saying the report is ready")?.to).toBe("Maria");
  });
});

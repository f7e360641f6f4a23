import { describe, expect, it } from "bun:test";
import { asksWhom, withoutWhom } from "../../src/text/whom.ts";

describe("asking whom to turn to", () => {
  for (const q of ["к кому бежать?", "кому звонить?", "кто этим занимается?", "кого вызывать?", "who fixes that?", "who is the contact for heating?", "who do I call?", "куда обращаться?"]) {
    it(`«${q}» asks whom`, () => expect(asksWhom(q)).toBe(true));
  }
  for (const q of ["кто такой Соболев?", "когда заезд?", "кому положен отпуск?", "who is on shift tonight?"]) {
    it(`«${q}» does not`, () => expect(asksWhom(q)).toBe(false));
  }
  // Walk 22b: everyday ways of contacting, and «к кому?» with its verb left out.
  for (const q of ["who do I holler at when the heating's dead?", "who sorts that out?", "who do I ping about the projector?", "а вайфай не работает в номере — к кому?"]) {
    it(`«${q}» asks whom`, () => expect(asksWhom(q)).toBe(true));
  }
  for (const q of ["к кому приходит наставник?", "who is on shift tonight?"]) {
    it(`«${q}» still does not`, () => expect(asksWhom(q)).toBe(false));
  }
  it("the asking words are taken out, the matter kept", () => expect(withoutWhom("у гостя не ловит вайфай, к кому бежать?")).toBe("у гостя не ловит вайфай, ?"));
});

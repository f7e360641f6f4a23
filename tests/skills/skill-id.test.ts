import { describe, expect, it } from "bun:test";
import { parseSkillFile } from "../../src/skills/parse.ts";

const file = (id: string) => `---\nid: ${id}\nname: Навык\ndescription: Что-то сделать\n---\n1. Сделай.\n`;

// Walk 15b: the admin saved a skill with the id «-», stored as «-.md» and shown as an empty cell in the routing log.
describe("a skill's id", () => {
  it("is refused when it is only dashes or starts or ends with one", () => {
    for (const id of ["-", "--", "-x", "x-"]) expect(() => parseSkillFile(file(id), "x.md", "company")).toThrow();
  });

  it("takes lowercase letters and digits joined by dashes", () => {
    expect(parseSkillFile(file("hs-code-2"), "x.md", "company").id).toBe("hs-code-2");
  });
});

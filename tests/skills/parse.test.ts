import { describe, it, expect } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseSkillFile, loadSkillDir, SkillFileError } from "../../src/skills/parse.ts";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";

const file = (front: string, body = "1. Сделай первый шаг.\n2. Сделай второй.") => `---\n${front}\n---\n${body}\n`;
const good = (id: string) => file(`id: ${id}\nname: Навык ${id}\ndescription: Делает ${id}\ntools: [web_search]\nprefetch: 2`);

function reason(text: string): string {
  try {
    parseSkillFile(text, "x.md", "company");
    return "";
  } catch (err) {
    expect(err).toBeInstanceOf(SkillFileError);
    return (err as SkillFileError).reason;
  }
}

describe("parseSkillFile", () => {
  it("reads front matter fields and the procedure body, with defaults for prefetch and autoSwitch", () => {
    const s = parseSkillFile(file("id: a-1\nname: A\ndescription: Д"), "a.md", "platform");
    expect(s).toMatchObject({ id: "a-1", name: "A", tools: [], prefetch: 0, autoSwitch: true, source: "platform", enabled: true });
    expect(s.procedure).toStartWith("1. Сделай");
  });

  it("rejects a bad id, a missing name, a multi-line description, bad tools, prefetch and autoSwitch, and an empty body", () => {
    expect(reason(file("id: Bad_Id\nname: A\ndescription: Д"))).toContain("id");
    expect(reason(file("id: a\ndescription: Д"))).toContain("name");
    expect(reason(file("id: a\nname: A\ndescription: |\n  две\n  строки"))).toContain("one line");
    expect(reason(file("id: a\nname: A\ndescription: Д\ntools: web_search"))).toContain("tools");
    expect(reason(file("id: a\nname: A\ndescription: Д\nprefetch: -1"))).toContain("prefetch");
    expect(reason(file("id: a\nname: A\ndescription: Д\nautoSwitch: maybe"))).toContain("autoSwitch");
    expect(reason(file("id: a\nname: A\ndescription: Д", ""))).toContain("procedure");
    expect(reason("no front matter")).toContain("front matter");
    expect(reason(file("id: [a\nname: A"))).toContain("YAML");
  });

  it("reads a name or description with a colon inside as the one line its author wrote", () => {
    const s = parseSkillFile(file("id: handover\nname: Смена: передача\ndescription: Подготовить сводку смены: машины в пути, открытые инциденты\ntools: [mail_search]"), "h.md", "company");
    expect(s.name).toBe("Смена: передача");
    expect(s.description).toBe("Подготовить сводку смены: машины в пути, открытые инциденты");
    expect(s.tools).toEqual(["mail_search"]);
    const commented = parseSkillFile(file("id: h\nname: Смена: передача # для диспетчеров\ndescription: Сводка: машины в пути"), "h.md", "company");
    expect(commented.name).toBe("Смена: передача");
  });
});

describe("loadSkillDir", () => {
  it("reports a bad file and skips it while the others load", () => {
    const dir = mkdtempSync(join(tmpdir(), "skills-"));
    writeFileSync(join(dir, "a.md"), good("a"));
    writeFileSync(join(dir, "b.md"), file("id: b\nname: B"));
    writeFileSync(join(dir, "c.md"), good("c"));
    writeFileSync(join(dir, "notes.txt"), "ignored");
    const r = loadSkillDir(dir, "company");
    expect(r.skills.map((s) => s.id)).toEqual(["a", "c"]);
    expect(r.errors).toEqual([{ path: join(dir, "b.md"), reason: "description is missing" }]);
  });

  it("loads a skill kept as a folder with its SKILL.md, as other assistants lay skills out, beside single files", () => {
    const dir = mkdtempSync(join(tmpdir(), "skills-"));
    writeFileSync(join(dir, "a.md"), good("a"));
    mkdirSync(join(dir, "b"));
    writeFileSync(join(dir, "b", "SKILL.md"), good("b"));
    mkdirSync(join(dir, "empty"));
    const r = loadSkillDir(dir, "company");
    expect(r.skills.map((s) => s.id)).toEqual(["a", "b"]);
    expect(r.skills[1].path).toBe(join(dir, "b", "SKILL.md"));
    expect(r.errors).toEqual([]);
  });

  it("reports an id repeated across the platform and company libraries and keeps the platform one", () => {
    const p = mkdtempSync(join(tmpdir(), "plat-"));
    const c = mkdtempSync(join(tmpdir(), "comp-"));
    writeFileSync(join(p, "a.md"), good("a"));
    writeFileSync(join(c, "a.md"), good("a"));
    writeFileSync(join(c, "b.md"), good("b"));
    const lib = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: p, companyDir: c });
    expect(lib.all().map((s) => `${s.id}:${s.source}`)).toEqual(["a:platform", "b:company"]);
    expect(lib.errors[0].reason).toContain('duplicate id "a"');
  });
});

import type { Database } from "bun:sqlite";
import { existsSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { parseSkillFile, SkillFileError } from "../skills/parse.ts";
import type { SkillLibrary } from "../skills/library.ts";
import type { Skill } from "../skills/types.ts";

/** The fields of the company-skill form. */
export interface SkillForm {
  id: string;
  name: string;
  description: string;
  /** Tool ids, comma or space separated. */
  tools: string;
  prefetch: number;
  autoSwitch: boolean;
  procedure: string;
}

/** A form that does not make a valid skill file: the reason, as the skill-file parser gives it. */
export class SkillFormError extends Error {}

/** Composes the skill file (YAML front matter + procedure) a form describes. */
export function skillFileText(f: SkillForm): string {
  const tools = f.tools.split(/[\s,]+/).map((t) => t.trim()).filter(Boolean);
  const front = stringify({ id: f.id.trim(), name: f.name.trim(), description: f.description.trim(), tools, prefetch: f.prefetch, autoSwitch: f.autoSwitch }).trim();
  return `---\n${front}\n---\n${f.procedure.trim()}\n`;
}

/** A skill as the form shows it. */
export const formOf = (s: Skill): SkillForm => ({
  id: s.id, name: s.name, description: s.description, tools: s.tools.join(", "), prefetch: s.prefetch, autoSwitch: s.autoSwitch, procedure: s.procedure,
});

/**
 * Platform and company skills for the admin: company skills are files in `companyDir` written from
 * a validated form; platform skills can only be switched on or off (kept in SQLite, applied at start).
 */
export function createSkillsAdmin(o: { db: Database; library: SkillLibrary; companyDir: string; knownTools: () => string[] }) {
  const { db, library } = o;
  const fileOf = (id: string) => join(o.companyDir, `${id}.md`);
  for (const r of db.query("SELECT id, enabled FROM skill_switches").all() as { id: string; enabled: number }[]) {
    if (library.get(r.id)) library.setEnabled(r.id, r.enabled === 1);
  }
  return {
    list: (): Skill[] => library.all().sort((a, b) => a.source.localeCompare(b.source) || a.name.localeCompare(b.name)),
    get: (id: string) => library.get(id),
    setEnabled(id: string, on: boolean): Skill {
      const s = library.get(id);
      if (!s) throw new SkillFormError(`навыка ${id} нет`);
      library.setEnabled(id, on);
      db.query("INSERT INTO skill_switches (id, enabled) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET enabled = excluded.enabled").run(id, on ? 1 : 0);
      return s;
    },
    /** Validates the form as a skill file, writes it and loads it; `previousId` renames an edited skill. */
    async save(form: SkillForm, previousId?: string): Promise<Skill> {
      const text = skillFileText(form);
      let skill: Skill;
      try {
        skill = parseSkillFile(text, fileOf(form.id.trim() || "skill"), "company");
      } catch (err) {
        throw new SkillFormError(err instanceof SkillFileError ? err.reason : (err as Error).message);
      }
      const known = new Set(o.knownTools());
      const unknown = skill.tools.filter((t) => !known.has(t));
      if (unknown.length) throw new SkillFormError(`неизвестные инструменты: ${unknown.join(", ")}`);
      const taken = library.get(skill.id);
      if (taken?.source === "platform") throw new SkillFormError(`id «${skill.id}» занят навыком платформы`);
      if (taken && skill.id !== previousId) throw new SkillFormError(`навык с id «${skill.id}» уже есть`);
      if (previousId && previousId !== skill.id) {
        const prev = library.get(previousId);
        if (!prev || prev.source !== "company") throw new SkillFormError(`навыка компании ${previousId} нет`);
      }
      // A skill kept as a folder («<id>/SKILL.md») is written back where it was read.
      writeFileSync(taken?.path?.startsWith(o.companyDir) ? taken.path : fileOf(skill.id), text);
      library.add(skill);
      if (previousId && previousId !== skill.id) this.remove(previousId);
      await library.ready();
      return library.get(skill.id)!;
    },
    /** Deletes a company skill and its file; platform skills cannot be deleted. */
    remove(id: string): boolean {
      const s = library.get(id);
      if (!s || s.source !== "company") return false;
      const file = s.path && s.path.startsWith(o.companyDir) ? s.path : fileOf(id);
      if (existsSync(file)) unlinkSync(file);
      return library.remove(id);
    },
  };
}

export type SkillsAdmin = ReturnType<typeof createSkillsAdmin>;

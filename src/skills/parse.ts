import { parse as parseYaml } from "yaml";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Skill } from "./types.ts";

/** A skill file that cannot be used, with the file and the reason. */
export class SkillFileError extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(`${path}: ${reason}`);
    this.name = "SkillFileError";
  }
}

/** A file of a library that was skipped, and why. */
export interface SkillLoadError {
  path: string;
  reason: string;
}

// Letters or digits, dashes only between them: «-» named no skill and showed as an empty cell (walk 15b).
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONT = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The one-line text fields, which people write with colons inside («Сводка смены: машины, инциденты»). */
const TEXT_FIELD = /^(name|description|name_en|description_en):[ \t]+(?!["'[{|>&*!%@`])(.*\S)[ \t]*$/gm;

/**
 * Parses the front matter; when strict YAML refuses it, retries with `name` and `description` read as
 * plain text. Why: «description: Подготовить сводку: машины в пути» is invalid YAML (a colon and a space
 * start a nested mapping), yet its author means one line of text, and a skipped skill is lost work.
 */
function parseFront(yaml: string): unknown {
  try {
    return parseYaml(yaml);
  } catch (err) {
    // As in YAML, « #» starts a comment that is not part of the value.
    const quoted = yaml.replace(TEXT_FIELD, (_, k: string, v: string) => `${k}: ${JSON.stringify(v.replace(/\s+#.*$/, ""))}`);
    if (quoted === yaml) throw err;
    try {
      return parseYaml(quoted);
    } catch {
      throw err;
    }
  }
}

function field<T>(ok: boolean, value: T, path: string, reason: string): T {
  if (!ok) throw new SkillFileError(path, reason);
  return value;
}

/** Parses one skill file (YAML front matter + procedure body, FORMAT.md «Skill files»); throws SkillFileError. */
export function parseSkillFile(text: string, path: string, source: Skill["source"]): Skill {
  const m = FRONT.exec(text);
  if (!m) throw new SkillFileError(path, "no front matter between --- lines");
  let meta: unknown;
  try {
    meta = parseFront(m[1]);
  } catch (err) {
    throw new SkillFileError(path, `front matter is not valid YAML: ${(err as Error).message.split("\n")[0]}`);
  }
  if (!meta || typeof meta !== "object" || Array.isArray(meta)) throw new SkillFileError(path, "front matter is not a mapping");
  const f = meta as Record<string, unknown>;
  const str = (k: string) => (typeof f[k] === "string" ? (f[k] as string).trim() : "");
  const id = field(ID.test(str("id")), str("id"), path, "id must be lowercase letters, digits and dashes");
  const name = field(str("name") !== "", str("name"), path, "name is missing");
  const description = str("description");
  field(description !== "", 0, path, "description is missing");
  field(!/[\r\n]/.test(description), 0, path, "description must be one line");
  // English for the English interface; optional, so a company skill written in one language keeps its name there.
  const nameEn = str("name_en");
  const descriptionEn = str("description_en");
  field(!/[\r\n]/.test(descriptionEn), 0, path, "description_en must be one line");
  const tools = f.tools ?? [];
  field(Array.isArray(tools) && tools.every((t) => typeof t === "string" && t.trim() !== ""), 0, path, "tools must be a list of tool ids");
  const prefetch = f.prefetch ?? 0;
  field(Number.isInteger(prefetch) && (prefetch as number) >= 0, 0, path, "prefetch must be an integer ≥ 0");
  const autoSwitch = f.autoSwitch ?? true;
  field(typeof autoSwitch === "boolean", 0, path, "autoSwitch must be true or false");
  const procedure = text.slice(m[0].length).trim();
  field(procedure !== "", 0, path, "procedure (the body after the front matter) is empty");
  return {
    id, name, description, procedure, source, path,
    ...(nameEn ? { nameEn } : {}),
    ...(descriptionEn ? { descriptionEn } : {}),
    tools: (tools as string[]).map((t) => t.trim()),
    prefetch: prefetch as number,
    autoSwitch: autoSwitch as boolean,
    enabled: true,
  };
}

/**
 * Loads every `.md` file of a folder, and every `SKILL.md` of its subfolders (the layout other assistants use
 * for a skill: `<id>/SKILL.md`); a bad file or a repeated id is reported and skipped, the rest load.
 */
export function loadSkillDir(dir: string, source: Skill["source"]): { skills: Skill[]; errors: SkillLoadError[] } {
  const skills: Skill[] = [];
  const errors: SkillLoadError[] = [];
  let files: string[];
  try {
    const entries = readdirSync(dir, { withFileTypes: true });
    files = [
      ...entries.filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => e.name),
      ...entries.filter((e) => e.isDirectory() && existsSync(join(dir, e.name, "SKILL.md"))).map((e) => join(e.name, "SKILL.md")),
    ].sort();
  } catch (err) {
    return { skills, errors: [{ path: dir, reason: `cannot read folder: ${(err as Error).message}` }] };
  }
  const seen = new Set<string>();
  for (const file of files) {
    const path = join(dir, file);
    try {
      const skill = parseSkillFile(readFileSync(path, "utf8"), path, source);
      if (seen.has(skill.id)) throw new SkillFileError(path, `duplicate id "${skill.id}"`);
      seen.add(skill.id);
      skills.push(skill);
    } catch (err) {
      errors.push(err instanceof SkillFileError ? { path: err.path, reason: err.reason } : { path, reason: String(err) });
    }
  }
  return { skills, errors };
}

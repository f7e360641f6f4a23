import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseJsonl, PilotSetError } from "./jsonl.ts";

export interface QuestionCase {
  id: string;
  question: string;
  previous?: string;
  kind?: string;
  expect: { answerable: boolean; doc?: string; section?: string; facts?: string[]; /** Whom a refusal names (any one of a list), as contacts.json does for a set. */ contact?: string | string[] };
}

/** A pilot set on disk (FORMAT.md): documents, optional skills and the three optional case files. */
export interface PilotSet {
  dir: string;
  docs: { name: string; path: string }[];
  skillsDir: string | null;
  questions: QuestionCase[];
  routing: Record<string, unknown>[];
  skills: Record<string, unknown>[];
  /** Optional `contacts.json`: for a question the documents do not answer, whom the documents name for its topic (null: nobody). */
  contacts: Record<string, { topic?: string; contact: string | null }>;
}

const DOC_EXT = /\.(pdf|docx|md|markdown|txt|html?)$/i;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

async function readCases<T>(dir: string, name: string): Promise<T[]> {
  const p = join(dir, name);
  return existsSync(p) ? parseJsonl<T>(await Bun.file(p).text(), name) : [];
}

async function readContacts(dir: string): Promise<PilotSet["contacts"]> {
  const p = join(dir, "contacts.json");
  if (!existsSync(p)) return {};
  try {
    return JSON.parse(await Bun.file(p).text());
  } catch (err) {
    throw new PilotSetError("contacts.json", 0, (err as Error).message);
  }
}

/** Reads a pilot-set folder; a missing docs/ folder or a malformed line is a PilotSetError. */
export async function readPilotSet(dir: string): Promise<PilotSet> {
  if (!existsSync(dir)) throw new PilotSetError(dir, 0, "no such folder", "такой папки нет");
  const docsDir = join(dir, "docs");
  const docs = existsSync(docsDir)
    ? walk(docsDir).filter((p) => DOC_EXT.test(p)).map((p) => ({ name: relative(docsDir, p), path: p }))
    : [];
  const questions = await readCases<QuestionCase>(dir, "questions.jsonl");
  questions.forEach((q, i) => {
    if (typeof q.id !== "string" || typeof q.question !== "string" || typeof q.expect?.answerable !== "boolean")
      throw new PilotSetError("questions.jsonl", i + 1, `case ${i + 1} needs id, question and expect.answerable`, `у вопроса ${i + 1} нет полей id, question и expect.answerable (нужны все три)`);
  });
  return {
    dir, docs,
    skillsDir: existsSync(join(dir, "skills")) ? join(dir, "skills") : null,
    questions,
    routing: await readCases(dir, "routing.jsonl"),
    skills: await readCases(dir, "skills.jsonl"),
    contacts: await readContacts(dir),
  };
}

import type { Rule } from "../types.ts";
import { interviewContinuation } from "./interview-continuation.ts";
import { generationMode } from "./generation-mode.ts";
import { photoIntent } from "./photo-intent.ts";
import { openFileEdit } from "./open-file-edit.ts";

/** The pre-model rules in the order they are tried; the first that decides wins. */
export function defaultRules(): Rule[] {
  return [interviewContinuation(), generationMode(), photoIntent(), openFileEdit()];
}

export { interviewContinuation, generationMode, photoIntent, openFileEdit };

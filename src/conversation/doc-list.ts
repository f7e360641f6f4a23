import { ASKS_LIST } from "../text/speech-acts.ts";

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

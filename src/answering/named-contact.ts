import { contentStems } from "../text/tokens.ts";
/**
 * «О больничном сообщить старшему инструктору…», «звоните диспетчеру автопарка»: whom an answer tells the person to turn
 * to, the words after its verb of telling (two or three, to the clause's end). The contact added under such an answer is
 * that one's, not one met by the answer's other words: «…в день открытия листка» met the accounts row's «расчётные
 * листки» and named accounting under the senior instructor's rule (walk 40).
 */
const TOLD = /(?<![\p{L}])(?:(?:по)?звоните|(?:по)?звонить|сообщите|сообщить|сообщает|сообщают|(?:обратитесь|обращайтесь|обратиться|идите)\s+к|напишите|написать|передайте|передать)\s+(\p{L}+(?:\s+\p{L}+){0,2})/iu;

/** The words naming whom the answer tells the person to turn to, or null. */
export function whomAnswerNames(answer: string): string | null {
  const m = TOLD.exec(answer);
  return m ? m[1]!.split(/\s+(?:в|во|на|по|и|до|после|с|со|за|или)\s+/u)[0]! : null;
}

/**
 * Whether the contact line holding `email` names whom the answer told (a word of `named` in any form): «сообщают
 * руководителю отдела» names the person's own head of department, whom no contacts row lists; a row met only through the
 * thesaurus («Менеджер по нотариальным заказам…», a manager as a head) is someone else's (the lead's walk 55 named the
 * notary manager under the sick-leave rule).
 */
export function namesTold(named: string, email: string, texts: string[]): boolean {
  const told = new Set(contentStems(named));
  const line = texts.flatMap((t) => t.split("\n")).find((l) => l.includes(email));
  return !!line && contentStems(line).some((s) => told.has(s));
}

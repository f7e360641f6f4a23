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

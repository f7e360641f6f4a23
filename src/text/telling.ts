/**
 * To whom a thing is told: «сообщить руководителю», «сообщает … в отдел персонала», «написать администратору». A verb of telling
 * (Ожегов: сообщить — довести до сведения; сказать, написать, предупредить, уведомить, позвонить, передать) takes its
 * addressee in the dative («руководителю») or, for a unit, «в» with the accusative («в отдел персонала», «в бухгалтерию»).
 * Dev's leave-one-out: «До какого времени нужно сообщить руководителю, что я заболел?», the labour rules out, was answered
 * with «Сотрудник сообщает номер ЭЛН в отдел персонала в течение 3 рабочих дней…» — a telling to someone else.
 */
const TELL = /^(?:сообщ\p{L}*|сказ\p{L}*|скаж\p{L}*|напиш\p{L}*|писать|пишет|пишут|предупре\p{L}*|уведом\p{L}*|(?:по)?звон\p{L}*|переда\p{L}*|отправ\p{L}*)$/u;
/** A noun in the dative singular or plural naming a person or unit told («руководителю», «менеджеру», «кадровикам»). */
const DATIVE = /^\p{L}{4,}(?:ю|у|ам|ям)$/u;
const UNIT = /^(?:в|во|на)$/u;

/** The addressees a text's verbs of telling name: dative nouns and «в» + a unit, within three words after the verb. */
export function toldTo(text: string): string[] {
  const ws = text.toLowerCase().replaceAll("ё", "е").split(/[^\p{L}\d-]+/u).filter(Boolean);
  const out: string[] = [];
  ws.forEach((w, i) => {
    if (!TELL.test(w)) return;
    for (let j = i + 1; j <= i + 4 && j < ws.length; j++) {
      if (UNIT.test(ws[j]!) && ws[j + 1]) { out.push(ws[j + 1]!); break; }
      // «главному инженеру»: an adjective's dative before its noun; «управляющему» alone is a noun declined as one.
      const adjectival = /(?:ому|ему)$/u.test(ws[j]!);
      if (adjectival && ws[j]!.length >= 5 && !DATIVE.test(ws[j + 1] ?? "")) { out.push(ws[j]!); break; }
      if (DATIVE.test(ws[j]!) && !adjectival) { out.push(ws[j]!); break; }
    }
  });
  return out;
}

import type { Fragment } from "../retrieval/types.ts";
import type { PickedSentence } from "./extractive.ts";
import type { Verdict } from "./answerability.ts";

/**
 * «где я работаю по графику?» with the person's schedule attached (walk 26a R66 got the company's rate table): where the
 * person works is the line of their file labelled as a place («Пункт: ТЦ «Радуга», 1 этаж»). The labels are the general
 * nouns for a place of work (Ожегов: «пункт — учреждение, место, где производится что-н.»; «точка — разг. место
 * торговли»; «объект — предприятие, учреждение, стройка»), in the form a schedule heads a line with them.
 */

/** «где я работаю», «куда мне выходить на смену», «where do I work»: a place asked of the person's own work. */
const WHERE_I_WORK = /(?<![\p{L}])(?:где|куда|на\s+как(?:ой|ом)\s+(?:точке|пункте|объекте|адресе)|where)(?![\p{L}])[^?.!]*(?<![\p{L}])(?:работаю|работать|выхожу|выходить|выйти|моя\s+смена|мои\s+смены|work|working|my\s+shifts?)(?![\p{L}])|(?<![\p{L}])(?:работаю|выхожу|work)(?![\p{L}])[^?.!]*(?<![\p{L}])(?:где|where)(?![\p{L}])/iu;
/** A line headed by a place: «Пункт:», «Адрес:», «Место работы:», «Точка:», «Location:». */
const PLACE_LINE = /^\s*(?:пункт(?:\s+при[её]ма)?|адрес|место(?:\s+работы)?|точка|филиал|магазин|офис|объект|площадка|склад|салон|отделение|локация|address|location|site|store|branch|office|workplace)\s*:/iu;

export const asksOwnPlace = (question: string) => WHERE_I_WORK.test(question);

export function ownPlaceReading(question: string, mine: Fragment[]): { fragments: Fragment[]; verdict: Verdict } | null {
  if (!asksOwnPlace(question)) return null;
  // A schedule's lines may reach here joined: each label starts a line of its own.
  const lines = mine.flatMap((f, fragment) => f.text.split(/\n+|\s+(?=\p{Lu}[\p{L} ]{2,20}:\s)/u).map((text) => ({ fragment, text: text.trim() })));
  const places = lines.filter((l) => PLACE_LINE.test(l.text));
  if (places.length !== 1) return null;
  const picked: PickedSentence[] = [{ fragment: places[0]!.fragment, text: places[0]!.text, score: 1 }];
  return { fragments: mine, verdict: { state: "answered", coverage: 1, anchor: null, anchorCovered: true, missing: [], picked } };
}

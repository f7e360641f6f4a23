import type { Lang } from "./types.ts";
import type { Composed } from "./letter-compose.ts";
import { firstEmail } from "../../text/email.ts";
import { normalize, settle } from "./extract.ts";

/**
 * A claim to a supplier or contractor written from what the person said (walk 20b: «ОфисТорг, office@officetorg.example.
 * привезли 30 кресел на 5 дней позже срока, 3 сломаны. хотим замену за неделю и скидку 10%» was pasted into the body
 * with the address, in lower case). A claim letter as business writing teaches it: what it is about, what happened (the
 * person's facts, as sentences), what we ask and by when, and a request to answer; what was not said is left in
 * [brackets]. The address goes to the To field only, a company's bare name is no sentence of the letter.
 */
export const CLAIM = /(?<![\p{L}])(?:претензи\p{L}*|жалоб\p{L}*|рекламаци\p{L}*|complain\p{L}*|claim)(?![\p{L}])/iu;

/** «хотим замену…», «просим…», «we want…»: what we ask, after the verb of asking. */
const ASK = /^(?:(?:и|а|also|and)\s+)?(?:мы\s+)?(?:хотим|хотели\s+бы|просим|прошу|требуем|ждём|ждем|нужн[аоы]?|we\s+(?:want|would\s+like|ask\s+for|need|expect)|please\s+(?:provide|send|give))\s+(.+)$/iu;
/** A clause that only names whom: a company or a person in capitals, with no figure and no verb-like lower-case word. */
const NAME_ONLY = /^[«"]?\p{Lu}[\p{L}«»"'.&-]*(?:\s+[«"]?\p{Lu}[\p{L}«»"'.&-]*){0,3}$/u;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => { const t = cap(s.trim().replace(/[;,]+$/u, "")); return t && !/[.!?…]$/u.test(t) ? `${t}.` : t; };

/** «поправь: сломаны не 3, а 4 кресла»: a figure said again in place of another; each pair [was, is]. */
export function figureFixes(texts: string[]): { pairs: [number, number][]; rest: string[] } {
  const pairs: [number, number][] = [];
  const rest = texts.filter((t) => {
    const found = /(?<![\p{L}])(?:не|not)\s+\d/iu.test(t) ? settle(normalize(t)).pairs : [];
    pairs.push(...found);
    return !found.length;
  });
  return { pairs, rest };
}

/** The texts with every figure corrected («3» → «4», never inside «30»). */
export const applyFixes = (texts: string[], pairs: [number, number][]) =>
  texts.map((t) => pairs.reduce((x, [was, is]) => x.replace(new RegExp(`(?<![\\d.,])${String(was).replace(".", "[.,]")}(?![\\d]|[.,]\\d)`, "gu"), String(is)), t));

/** The claim from the request and the answers (facts, asks); null when nothing but the request was said. */
export function composeClaim(request: string, texts: string[], lang: Lang, signature: string | null): Composed | null {
  const ru = lang === "ru";
  const sentences = texts.flatMap((t) => t.split(/(?<=[.!?])\s+/u)).map((s) => s.trim().replace(/[.!]+$/u, "")).filter(Boolean);
  const facts: string[] = [];
  const asks: string[] = [];
  for (const s of sentences) {
    // «ОфисТорг, office@…»: the name and the address are whom the letter goes to, not its words.
    const clauses = s.split(/,\s+/u).filter((c) => !firstEmail(c) && !NAME_ONLY.test(c.trim()));
    if (!clauses.length) continue;
    const said = clauses.join(", ");
    const ask = ASK.exec(said);
    if (ask) asks.push(ask[1]!);
    else facts.push(said);
  }
  if (!facts.length && !asks.length) return null;
  const about = /(?:претензи\p{L}*|жалоб\p{L}*)\s+(по\s+[\p{L}\s]+?|к\s+[\p{L}\s]+?)(?=[,.;:!?]|$)/iu.exec(request)?.[1]?.trim();
  const aboutEn = /(?:complaint|claim)\s+((?:about|regarding|on)\s+[\p{L}\s]+?)(?=[,.;:!?]|$)/iu.exec(request)?.[1]?.trim();
  const subject = ru ? `Претензия${about ? ` ${about}` : ""}` : `Claim${aboutEn ? ` ${aboutEn}` : ""}`;
  const body = ru ? [
    "Добрый день!",
    `Направляем вам претензию${about ? ` ${about}` : ""}.`,
    facts.length ? facts.map(sentence).join(" ") : "[Что произошло: что и когда было поставлено, что не так.]",
    asks.length ? `В связи с этим просим предоставить ${asks.join(", а также ")}.` : "[Что мы просим: замену, возврат денег, скидку — и в какой срок.]",
    "Просим рассмотреть претензию и сообщить о принятом решении в течение [срок] рабочих дней.",
    `С уважением${signature ? `,\n${signature}` : ""}`,
  ] : [
    "Hello,",
    `We are writing to file a claim${aboutEn ? ` ${aboutEn}` : ""}.`,
    facts.length ? facts.map(sentence).join(" ") : "[What happened: what was delivered and when, what is wrong.]",
    asks.length ? `We therefore ask for ${asks.join(", and also ")}.` : "[What we ask: a replacement, a refund, a discount — and by when.]",
    "Please review this claim and let us know your decision within [number] business days.",
    `Best regards${signature ? `,\n${signature}` : ""}`,
  ];
  return { to: texts.map((t) => firstEmail(t)).find(Boolean) ?? "", subject, body: body.join("\n\n") };
}

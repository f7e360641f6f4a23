import { describe, expect, it } from "bun:test";
import { loadSkillDir } from "../../src/skills/parse.ts";
import { procedureSteps } from "../../src/skills/represent.ts";
import { hasImperativeForm, imperativeToInfinitive } from "../../src/text/imperatives.ts";
import { sameChat } from "../road/helpers.ts";
import { PLATFORM_DIR } from "./helpers.ts";
import type { Skill } from "../../src/skills/types.ts";

// Issue 16's rule, walk 17b item 6: the person never sees a procedure's instructions. Every writing/work skill of the
// platform is walked through the chat with a first request made from its own description (no request tuned per skill),
// each question it asks answered with the same plausible details, then a draft asked for; no assistant message may hold
// a step of the method as an order or as its infinitive («выдели вопросы повестки…», «выделить вопросы повестки…»).

/** The seed skills with plans of their own (another owner's); the rest are worked from their method. */
const OWN_PLANS = new Set(["health", "fitness", "nutrition", "calories", "teacher"]);
const GENERIC = loadSkillDir(PLATFORM_DIR, "platform").skills.filter((s) => !OWN_PLANS.has(s.id));

const fold = (t: string) => t.toLowerCase().replaceAll("ё", "е").replace(/[^\p{L}\d]+/gu, " ").trim();

/**
 * The phrases that would show a step read out: each verb of the step in the order form or as its infinitive,
 * with the two words after it («выдели вопросы повестки», «выделить вопросы повестки»).
 */
export function stepPhrases(skill: Skill): string[] {
  const out: string[] = [];
  for (const step of procedureSteps(skill)) {
    const words = fold(step).split(" ");
    words.forEach((w, i) => {
      // The first word is the step's verb when it has an infinitive; a later one only with an ending nouns lack
      // («…и посчитай», «запиши»): «цель встречи» holds a noun that merely looks like an order.
      const verb = i === 0 ? imperativeToInfinitive(w) !== null : hasImperativeForm(w);
      if (!verb || i + 2 >= words.length) return;
      const tail = words.slice(i + 1, i + 3).join(" ");
      out.push(`${w} ${tail}`);
      const inf = imperativeToInfinitive(w);
      if (inf && inf !== w) out.push(`${inf} ${tail}`);
    });
  }
  return out;
}

/** What the person is made to say: the description as a request, then the same details to every question. */
const firstRequest = (s: Skill, lang: "ru" | "en") => {
  const d = lang === "en" ? s.descriptionEn ?? s.description : s.description;
  return `${lang === "en" ? "Help me: " : "Помоги: "}${d.charAt(0).toLowerCase()}${d.slice(1)}`;
};
const DETAILS = {
  ru: "ООО «Север», команда 12 человек, срок до 15 декабря, бюджет 200 000 рублей, отвечает Мария Иванова",
  en: "Sever LLC, a team of 12, deadline December 15, budget 200,000 roubles, Maria Ivanova is in charge",
};
const DRAFT = { ru: "ну так покажи черновик", en: "show me the draft" };

async function walk(s: Skill, lang: "ru" | "en") {
  const send = await sameChat({ tools: true, lang });
  const said: string[] = [];
  const first = await send(firstRequest(s, lang));
  said.push(first.m.content);
  const inSkill = () => (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill === s.id;
  const entered = inSkill();
  let last = first.m.content;
  for (let turn = 0; entered && turn < 6 && inSkill() && /\?\s*$/.test(last) && !/Что вы рассказали|What you told me/.test(last); turn++) {
    last = (await send(DETAILS[lang])).m.content;
    said.push(last);
  }
  if (entered && inSkill()) said.push((await send(DRAFT[lang])).m.content);
  // Cards are shown too: a draft's text is what the person reads and confirms.
  const drafts = send.services.drafts.listPending(send.chatId).map((d) => d.body);
  return { entered, said: [...said, ...drafts] };
}

describe("no skill reads its method out to the person", () => {
  for (const lang of ["ru", "en"] as const) {
    it(`every platform writing/work skill, walked in ${lang === "ru" ? "Russian" : "English"}, shows no step of its method as an order`, async () => {
      let entered = 0;
      const leaks: string[] = [];
      for (const s of GENERIC) {
        const r = await walk(s, lang);
        if (r.entered) entered++;
        const phrases = stepPhrases(s);
        for (const text of r.said) {
          const folded = ` ${fold(text)} `;
          for (const p of phrases) if (folded.includes(` ${p} `)) leaks.push(`${s.id}: «${p}» in «${text.slice(0, 160).replace(/\n/g, " ")}…»`);
          if (/Дальше по методике|Next, by the/.test(text)) leaks.push(`${s.id}: the method listed as next steps`);
        }
      }
      expect(leaks).toEqual([]);
      // The check means something only when the walks reach the skills: nearly every one is entered by its description.
      expect(entered).toBeGreaterThanOrEqual(Math.floor(GENERIC.length * 0.8));
    }, 240_000);
  }
});

import type { Rule } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";

/** Requests to put the person from the photo somewhere: draw, not describe. */
export const DRAW_ME_PHRASES: readonly string[] = [
  "сделай меня", "нарисуй меня", "изобрази меня", "покажи меня", "помести меня", "перенеси меня", "отправь меня",
  "сделай из меня", "преврати меня", "одень меня", "поставь меня", "сделай мой портрет", "нарисуй мой портрет",
  "сделай нас", "нарисуй нас", "представь меня", "хочу фото", "хочу себя", "хочу быть",
  "make me", "draw me", "put me", "turn me into", "place me", "show me as", "paint me", "picture me", "dress me",
];

/**
 * photo_intent: an attached photo with a face plus «сделай меня у Эйфелевой башни» means generating an image.
 * Anything else about the photo (what is this shirt?) falls through to be described in words.
 */
export function photoIntent(): Rule {
  const drawMe = lexicon(DRAW_ME_PHRASES);
  return {
    id: "photo_intent",
    decide(input) {
      const face = input.state.attachments.some((a) => a.kind === "image" && a.hasFace);
      if (!face) return null;
      const hit = drawMe.find(tokens(input.message));
      if (!hit) return null;
      return { outcome: "mode", reasons: [`photo_intent: photo with a face and «${hit}» — draw, not describe`] };
    },
  };
}

import type { Rule } from "../types.ts";

/** generation_mode: while image/video/music/voice generation is on, the text is the prompt; nothing to ask the model. */
export function generationMode(): Rule {
  return {
    id: "generation_mode",
    decide(input) {
      const mode = input.state.mode;
      if (!mode) return null;
      return { outcome: "mode", reasons: [`generation_mode: mode «${mode}» is on, the message is its prompt`] };
    },
  };
}

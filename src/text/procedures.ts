import { ASKS_STEPS, asksHowToAct } from "./speech-acts.ts";

/**
 * A question's kind and the kind of text that answers it: a question how to act asks for a procedure, which a section
 * headed as one tells («Как оформить отпуск», «Порядок возврата»), before a section that states an entitlement or a
 * figure on the same matter («Ежегодный отпуск: положено 28 дней»; lead's walk 32 got the entitlement for «как уйти в
 * отпуск»).
 */

/**
 * «что надо сделать, чтобы…», «что нужно сделать», «что мне необходимо предпринять»: «что делать» with a modal
 * predicative between (Русская грамматика 1980, § 2305: надо, нужно, необходимо, следует, требуется — the modal words of
 * necessity), which ASKS_STEPS and HOW_TO_ACT read only without it.
 */
const MODAL_TO_DO = /(?<![\p{L}])(?:что|чё|че)\s+(?:мне\s+|нам\s+)?(?:надо|нужно|необходимо|следует|требуется)\s+(?:с?делать|предпринять)(?![\p{L}])/iu;

/**
 * A heading that names a procedure: a how-to itself («Как оформить отпуск», «Что делать при пожаре») or a noun of one
 * leading it. Ожегов: порядок — «последовательный ход чего-нибудь»; процедура — «официально установленная
 * последовательность действий»; алгоритм, инструкция — «указания о порядке действий»; «how to» is English's own.
 */
const PROCEDURE_NOUN = /^(?:порядок|процедура|алгоритм|инструкция|how\s+to|procedure)(?![\p{L}])/iu;

/** Whether the question asks how to act: the steps of a procedure, not a fact or an entitlement. */
export function asksProcedure(question: string): boolean {
  return ASKS_STEPS.test(question) || MODAL_TO_DO.test(question) || asksHowToAct(question);
}

/** Whether a section's own heading names a procedure. */
export function namesProcedure(heading: string): boolean {
  const h = heading.replace(/^\d+(?:\.\d+)*\.?\s+/u, "").trim();
  return PROCEDURE_NOUN.test(h) || asksHowToAct(h);
}

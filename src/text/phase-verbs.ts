/**
 * Phase verbs in the infinitive: «с чего начать?», «как начать пользоваться CRM», «когда заканчивать смену». Such a verb
 * names a phase of an action, not a matter (Mel'čuk's lexical functions Incep, Cont, Fin; Русская грамматика 1980,
 * § 2224: фазисные глаголы начать, стать, продолжить, кончить, закончить, перестать, прекратить): the action or thing
 * after it, if any, is what is asked about. Read as a word of the question it met «начала» in «за три дня до его
 * начала» and quoted vacation pay to a newcomer asking where to start (lead's walk 32). Only the infinitive: a finite
 * form tells what a thing does («смена начинается в 8:00»), and a question of when asks that moment.
 */
const PHASE_INFINITIVE = /(?<![\p{L}])(?:начать|начинать|продолжить|продолжать|закончить|заканчивать|кончить|кончать|перестать|прекратить|прекращать)(?![\p{L}])/giu;

/** The text without its phase verbs in the infinitive. */
export function withoutPhaseInfinitives(text: string): string {
  return text.replace(PHASE_INFINITIVE, " ");
}

import type { Decision, RouteInput } from "../routing/types.ts";

/**
 * «какие документы есть в базе», «список документов», «what documents do you have»: the person asks
 * what the assistant answers from. The list is the company's indexed documents, by name; answered in
 * words, it was refused («в документах нет ответа»), which read as if there were none.
 */
const ASKS_LIST = /^(?:а\s+)?(?:(?:какие|что\s+за)\s+(?:у\s+(?:тебя|вас|нас)\s+)?документы(?:\s+(?:есть|загружены|знаешь))?|какие\s+документы\s+(?:есть\s+)?(?:в\s+базе|у\s+тебя)|(?:покажи\s+)?список\s+документов|по\s+каким\s+документам\s+(?:ты\s+)?отвечаешь|что\s+(?:есть|лежит)\s+в\s+базе(?:\s+знаний)?|what\s+documents\s+(?:do\s+you\s+have|are\s+there)|list\s+(?:the\s+)?documents)[^\p{L}]*(?:в\s+базе(?:\s+знаний)?)?[\s?!.]*$/iu;

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

export function answerDocumentList(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !asksDocumentList(input.message)) return d;
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, "the list of the company's documents"] };
}

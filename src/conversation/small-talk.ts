import type { Phrases } from "./phrases.ts";
import { isPhatic } from "../text/stopwords.ts";
import { closesTheMatter } from "../routing/skill-exit.ts";

/** Interrogatives that continue a previous question («а сколько?», «а когда?»); «кто», «как» also greet («ты кто?», «как дела?»). */
export const CONTINUES = /(?<![\p{L}])(?:сколько|скольки|когда|где|куда|откуда|почему|зачем|какой|какая|какое|какие|каким|каких|how\s+much|how\s+many|when|where|which)(?![\p{L}])/iu;

/** «Понятно», «ок, понял», «got it»: an acknowledgement, one or several of its words. */
const ACK = /^(?:(?:понятно|ясно|ок|окей|хорошо|ладно|принято|угу|ага|понял|поняла|поняли|договорились|ok|okay|got it|understood|fine|i see)[,.!)\s]*)+$/iu;

/** A leave-taking formula («пока», «до завтра», «хорошего вечера», «good night»). */
// The whole message, bar thanks and punctuation: «пока я в отпуске, кто меня замещает?» opens with «пока» and asks.
const FAREWELL = /^(?:(?:ок|окей|ладно|хорошо|ok|okay|fine)[,!.\s]+)?(?:(?:спасибо|thanks|thank you)[,!.\s]*)?(?:пока|до свидания|до встречи|до завтра|всего доброго|всего хорошего|хорошего (?:дня|вечера|выходных)|хороших выходных|доброй ночи|спокойной ночи|bye|goodbye|see you|good night|have a nice (?:day|evening|weekend))(?:[,!.\s)]+(?:и\s+)?(?:спасибо|thanks|всем|тебе|вам))?[!.)\s]*$/iu;

/**
 * A message that only keeps up the talk: a phatic question or greeting («как настроение?», «ты кто?»), an
 * acknowledgement, a farewell, the matter closed («ладно, закончили с этим»). It runs no tool and asks the documents
 * nothing, whatever a router read into its words («настроение» is no setting of the metrics). A continuing interrogative («Спасибо! А сколько?») is a question.
 */
export function keepsUpTalk(message: string): boolean {
  const text = message.trim();
  return (isPhatic(text) && !CONTINUES.test(text)) || ACK.test(text) || takesLeave(text) || closesTheMatter(text);
}

/** «спасибо, пока», «ok thanks, bye»: the person takes leave (ending a skill's talk is the skill's own exit). */
export function takesLeave(message: string): boolean {
  return FAREWELL.test(message.trim());
}

/** A greeting, thanks or goodbye answered in kind; anything else gets the introduction. */
export function smallTalkReply(message: string, P: Phrases): string {
  if (/спасиб|благодар|thank/i.test(message)) return P.thanks;
  // «Понятно», «ок»: an acknowledgement wants no introduction (walk 11b read the whole greeting after «ок»).
  // «ладно, закончили с этим»: the matter closed is acknowledged as «понятно» is (walk 22b got the last answer again).
  if (ACK.test(message.trim()) || closesTheMatter(message)) return P.ack;
  if (takesLeave(message)) return P.bye;
  return P.hello;
}

/**
 * «I'm fine», «всё хорошо», «мне уже лучше»: a person saying they are well, the everyday replies to «how are you?» of
 * Russian and English conversation (в порядке, нормально, хорошо, лучше; fine, OK, good, better, alright — general
 * usage, a closed set). Said after «stop», it gives the reason for stopping, never a fact to record.
 */
const WELL = String.raw`(?:fine|ok|okay|good|better|alright|all\s+right|well|great|в\s+порядке|норм|нормально|хорошо|лучше|отлично)`;
const WHO = String.raw`(?:(?:i'?m|i\s+am|i\s+feel|i'?m\s+feeling|feeling|feel|we'?re|it'?s|everything'?s|everything\s+is|all\s+is|all|я|мне|у\s+меня|всё|все|уже|ну|да|yes|now|already|really|totally)\s+)*`;

/** True when the clause only says the speaker is well («I'm fine», «мне уже лучше», «всё в порядке»). */
export function saysWell(clause: string): boolean {
  return new RegExp(String.raw`^${WHO}${WELL}(?:\s+(?:now|already|уже|теперь|thanks|спасибо))*$`, "iu").test(clause.trim().replace(/[.!]+$/u, ""));
}

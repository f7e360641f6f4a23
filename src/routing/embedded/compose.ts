import { DISCOURSE_OPENER } from "../../text/speech-acts.ts";
/**
 * Draft texts the weight-free face writes from a request, so a draft starts from a real text about the
 * subject and never from the command echoed. The connecting words are data: the command is the request's
 * leading verb (and its object, «пост», «письмо»), the subject follows «о том, что», «что», «про», «о».
 */
const CONNECTORS = ["о том, что", "о том что", "на тему", "про то, что", "про то что", "что", "про", "об", "о", "about", "that", "saying"];
/** The connectors that say what to write (not what it is about): a reply's gist follows them. */
const SAYS = ["о том, что", "о том что", "про то, что", "про то что", "что", "that", "saying"];
const COMMAND = /^(?:пожалуйста[,\s]+)?\p{L}+(?:те)?\s+/u;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const connector = (list: string[]) => new RegExp(`(?:^|[\\s,])(${list.map(esc).join("|")})(?=\\s)|(:)(?=\\s)`, "iu");
const CONNECTOR = connector(CONNECTORS);
const SAYING = connector(SAYS);

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => capital(s.trim().replace(/[.!?…\s]+$/u, "")) + ".";
/** A sentence's first letter in lower case, unless its first word is an abbreviation («КП», «ДМС»). */
const lowerFirst = (s: string) => (/^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** What the request is about: the words after its first connector, or after its leading command. */
export function subjectOf(message: string, at: RegExp = CONNECTOR): { before: string; subject: string } {
  const text = message.trim().replace(/[.!]+$/u, "");
  const m = at.exec(text);
  if (m && m.index + m[0].length < text.length) {
    const hit = m[1] ?? m[2];
    const start = m.index + m[0].indexOf(hit) + hit.length;
    return { before: text.slice(0, m.index).replace(/[,\s]+$/u, ""), subject: text.slice(start).trim().replace(/^,\s*/, "") };
  }
  // No «о том, что», «про», «:»: the request names no subject («Напиши пост для команды»).
  return { before: text.replace(COMMAND, ""), subject: "" };
}

/** «ребята, …», «коллеги, …», «всем привет»: the text already speaks to everyone; no second «Коллеги,» before it. */
const ADDRESSED_TO_ALL = /^(?:ребята|коллеги|друзья|народ|команда|всем(?:\s+привет)?|привет(?:\s+всем)?|colleagues|team|hi\s+all|hello\s+all|everyone)(?![\p{L}])/iu;

/** A post from «Напиши пост о том, что в пятницу рабочий день короче на час»: a title and a short body. */
export function composePost(message: string): { title: string; text: string } {
  const { subject } = subjectOf(message);
  const plain = subject.replace(/^(?:пост|статью|заметку|анонс|post)(?:\s+|$)/iu, "").trim();
  // «Напиши пост» names no subject: a skeleton to fill, not a post about the word «пост».
  // A request written in English gets an English post: its readers asked in that language.
  const english = !/\p{Script=Cyrillic}/u.test(message);
  if (!plain) return english ? { title: "New post", text: "What the post is about: write the main point here — what, when and who it concerns." }
    : { title: "Новый пост", text: "О чём пост: допишите здесь главное — что, когда и кого касается." };
  const title = capital(plain).replace(/[.!?]+$/u, "");
  // The title goes apart (the card shows it above the text): the body does not repeat it. A question to colleagues keeps
  // its «?» and asks for answers; a thank-you or a cheer («…, спасибо всей команде!») needs no «учтите в планах» (walks 14a, 14c).
  const mark = /\?\s*$/u.test(plain) ? "?" : /!\s*$/u.test(plain) ? "!" : ".";
  const said = capital(plain.trim().replace(/[.!?…\s]+$/u, "")) + mark;
  const opening = ADDRESSED_TO_ALL.test(plain) ? said : `${english ? "Colleagues" : "Коллеги"}, ${lowerFirst(said)}`;
  const closing = mark === "?" ? (english ? "Please answer in the comments." : "Ответьте, пожалуйста, в комментариях.")
    : mark === "!" ? "" : english ? "Please take this into account in your plans. If you have questions, ask in the comments."
    : "Пожалуйста, учтите это в своих планах. Если остались вопросы — напишите в комментариях.";
  const text = closing ? `${opening}\n\n${closing}` : opening;
  return { title: title.length <= 80 ? title : `${title.slice(0, 79).replace(/\s+\S*$/u, "")}…`, text };
}

/** A reply's gist from «Ответь Ольге Кузнецовой, что КП пришлём до пятницы»: to whom, and what to say. */
export function replyGist(said0: string): { to: string; about: string; gist: string | undefined } {
  // «ладно, всё-таки ответь Ольге: …»: the discourse words before the command name no addressee (walk 18b).
  const message = said0.trim().replace(DISCOURSE_OPENER, "");
  // «ответь офис-менеджеру про корпоратив, что мне удобнее 18-го»: what to say follows «что»; «про корпоратив»
  // before it says which letter (a tester's reply read «Корпоратив, что мне удобнее 18-го.»).
  const said = subjectOf(message, SAYING);
  const { before, subject } = said.subject ? said : subjectOf(message);
  const topic = said.subject ? subjectOf(before) : { before, subject: "" };
  // Without a stated gist the letter keeps its polite default rather than echoing the command.
  return { to: topic.before.replace(COMMAND, "").trim(), about: topic.subject, gist: subject ? sentence(subject) : undefined };
}

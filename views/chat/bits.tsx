import type { ClarifyOption } from "../../src/routing/types.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { toolLabel } from "../../src/tools/phrases.ts";

/** A tool chip: «Ищу в документах…» while the tool runs, a quiet done mark once its result came, gone once the answer ends. */
export function Chip({ id, label, done }: { id?: string; label: string; done: boolean }): JSX.Element {
  return (
    <li class={done ? "chip done" : "chip running"} id={id}>
      <span class="dot" aria-hidden="true"></span><span safe>{label}</span>
    </li>
  );
}

/**
 * A clarifying question as two or three buttons; pressing one continues the request. `said` is the
 * answer text above the buttons: when it already asks the question, the question is not repeated.
 */
export function Clarify({ id, chatId, question, options, chosen, said = "", t }: {
  id: string; chatId: string; question: string; options: ClarifyOption[]; chosen?: string; said?: string; t: Strings;
}): JSX.Element {
  const repeated = question.trim() !== "" && said.trim() === question.trim();
  // A tool option is named in the interface's language (stored options keep whatever name routing gave them);
  // a skill option keeps the skill's own name, which is the library's data.
  const lang = t.htmlLang === "en" ? "en" : "ru";
  const named = (o: ClarifyOption) => (o.kind === "tool" ? toolLabel(o.value, lang) ?? o.label : o.label);
  return (
    <div class="clarify" id={id} role="group" aria-label={question || t.clarify}>
      {repeated ? "" : <p safe>{question || t.clarify}</p>}
      <div class="options">
        {options.slice(0, 3).map((o) => (
          <button type="button" class={chosen === o.value ? "option chosen" : "option"} disabled={chosen != null}
            hx-post={`/c/${encodeURIComponent(chatId)}/option`} hx-vals={JSON.stringify({ value: o.value, label: named(o), from: id })}
            hx-target="#messages" hx-swap="beforeend" hx-disable={`#${id} button`} safe>{named(o)}</button>
        ))}
      </div>
    </div>
  );
}

/** The skill badge above the input: the skill's name and a × that leaves it. Empty slot when no skill is on. */
export function SkillBadge({ chatId, skill, t }: { chatId: string; skill: { id: string; name: string } | null; t: Strings }): JSX.Element {
  if (!skill) return <div id="skill-badge" class="skill-slot"></div>;
  return (
    <div id="skill-badge" class="skill-slot">
      <span class="badge" data-skill={skill.id}>
        <span class="muted" safe>{`${t.skill}:`}</span> <b safe>{skill.name}</b>
        <button type="button" class="x" aria-label={`${t.leaveSkill} «${skill.name}»`} title={t.leaveSkill}
          hx-post={`/c/${encodeURIComponent(chatId)}/skill/leave`} hx-target="#messages" hx-swap="beforeend">×</button>
      </span>
    </div>
  );
}

/** An error shown in the conversation, read out at once. */
export function ErrorNote({ message }: { message: string }): JSX.Element {
  return <div class="error" role="alert" safe>{message}</div>;
}

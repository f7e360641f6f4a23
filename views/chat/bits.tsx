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

/** A skill's name in the interface's language, by id; undefined for a skill the library no longer holds. */
export type SkillNames = (id: string) => string | undefined;

/**
 * A clarifying question as two or three buttons; pressing one continues the request. `said` is the
 * answer text above the buttons: when it already asks the question, the question is not repeated.
 * Once answered it is the person's choice, drawn as the option route draws it live, so a reload reads the same.
 */
export function Clarify({ id, chatId, question, options, chosen, said = "", t, names }: {
  id: string; chatId: string; question: string; options: ClarifyOption[]; chosen?: string; said?: string; t: Strings; names?: SkillNames;
}): JSX.Element {
  const repeated = question.trim() !== "" && said.trim() === question.trim();
  // Options are named in the interface's language at render time: a tool by its id, a skill by the
  // library's name for that language (`name_en`); the stored label, routing's, is the fallback.
  const lang = t.htmlLang === "en" ? "en" : "ru";
  const named = (o: ClarifyOption) => (o.kind === "tool" ? toolLabel(o.value, lang) ?? o.label : names?.(o.value) ?? o.label);
  if (chosen != null) {
    const o = options.find((x) => x.value === chosen);
    return <ChosenNote label={o ? named(o) : chosen} t={t} />;
  }
  return (
    <div class="clarify" id={id} role="group" aria-label={question || t.clarify}>
      {repeated ? "" : <p safe>{question || t.clarify}</p>}
      <div class="options">
        {options.slice(0, 3).map((o) => (
          <button type="button" class="option"
            hx-post={`/c/${encodeURIComponent(chatId)}/option`} hx-vals={JSON.stringify({ value: o.value, label: named(o), from: id })}
            hx-target="#messages" hx-swap="beforeend" hx-disable={`#${id} button`} safe>{named(o)}</button>
        ))}
      </div>
    </div>
  );
}

/** The option the person pressed, in place of the question's buttons. */
export function ChosenNote({ label, t }: { label: string; t: Strings }): JSX.Element {
  return <p class="chosen-note" safe>{t.optionChosen(label)}</p>;
}

/** The skill badge above the input: the skill's name and a × that leaves it. Empty slot when no skill is on. */
export function SkillBadge({ chatId, skill, t, names }: { chatId: string; skill: { id: string; name: string } | null; t: Strings; names?: SkillNames }): JSX.Element {
  if (!skill) return <div id="skill-badge" class="skill-slot"></div>;
  const name = names?.(skill.id) ?? skill.name;
  return (
    <div id="skill-badge" class="skill-slot">
      <span class="badge" data-skill={skill.id}>
        <span class="muted" safe>{`${t.skill}:`}</span> <b safe>{name}</b>
        <button type="button" class="x" aria-label={`${t.leaveSkill} «${name}»`} title={t.leaveSkill}
          hx-post={`/c/${encodeURIComponent(chatId)}/skill/leave`} hx-target="#messages" hx-swap="beforeend">×</button>
      </span>
    </div>
  );
}

/** An error shown in the conversation, read out at once. */
export function ErrorNote({ message }: { message: string }): JSX.Element {
  return <div class="error" role="alert" safe>{message}</div>;
}

import type { Skill } from "../../src/skills/types.ts";
import type { SkillForm } from "../../src/admin/skills-admin.ts";
import type { FieldErrors, SkillField } from "../../src/web/admin/skills/check.ts";
import { SKILL_LIMITS } from "../../src/web/admin/skills/model.ts";
import { adminPhrases } from "../../src/web/admin/phrases.ts";
import { AdminLayout } from "./layout.tsx";

/** One skill: source, on/off switch, and edit/delete for company skills. */
export function SkillRow({ skill }: { skill: Skill }): JSX.Element {
  const rowId = `skill-${skill.id}`;
  return (
    <tr id={rowId} class={skill.enabled ? undefined : "disabled"}>
      <td><b safe>{skill.name}</b><br /><code safe>{skill.id}</code></td>
      <td safe>{skill.description}</td>
      <td>{skill.source === "platform" ? "платформа" : "компания"}</td>
      <td safe>{skill.tools.join(", ")}</td>
      <td>
        <form hx-post={`/admin/skills/${skill.id}/enabled`} hx-target={`#${rowId}`} hx-swap="outerHTML" hx-trigger="change">
          <label><input type="checkbox" name="enabled" checked={skill.enabled} /> <span>{skill.enabled ? "включён" : "выключен"}</span></label>
        </form>
      </td>
      <td class="actions">
        {skill.source === "company" ? (
          <>
            <a href={`/admin/skills/${skill.id}/edit`}>Изменить</a>{" "}
            <button type="button" class="danger" hx-delete={`/admin/skills/${skill.id}`} hx-target={`#${rowId}`} hx-swap="outerHTML"
              hx-confirm={`Удалить навык «${skill.name}»?`}>Удалить</button>
          </>
        ) : ""}
      </td>
    </tr>
  );
}

/** «Навыков платформы: 52, компании: 3, включено: 54»: the counts above the table (redrawn beside a toggled row). */
export function SkillCounts({ skills }: { skills: Skill[] }): JSX.Element {
  const company = skills.filter((s) => s.source === "company").length;
  return <p id="skill-counts" class="muted" safe>{`Навыков платформы: ${skills.length - company}, компании: ${company}, включено: ${skills.filter((s) => s.enabled).length}`}</p>;
}

/** /admin/skills: every skill of the library. */
export function SkillsPage({ csrf, skills }: { csrf: string | null; skills: Skill[] }): JSX.Element {
  const company = skills.filter((s) => s.source === "company").length;
  return (
    <AdminLayout title="Навыки" csrf={csrf} active="/admin/skills">
      <p><a class="button primary" href="/admin/skills/new">+ Новый навык компании</a> · <a href="/api/skills">JSON</a></p>
      <SkillCounts skills={skills} />
      <table class="data skills">
        <thead><tr><th>Навык</th><th>Описание</th><th>Источник</th><th>Инструменты</th><th>Вкл.</th><th></th></tr></thead>
        <tbody>{skills.map((s) => <SkillRow skill={s} />)}</tbody>
      </table>
    </AdminLayout>
  );
}

/** The create/edit form of a company skill; every wrong field gets its sentence next to it, all at once. */
export function SkillEditor(p: { csrf: string | null; form: SkillForm; previousId: string | null; tools: string[]; errors?: FieldErrors; formError?: string | null; enabled?: boolean }): JSX.Element {
  const f = p.form;
  const errors = p.errors ?? {};
  const wrong = Object.keys(errors).length;
  const P = adminPhrases();
  const note = (field: SkillField) => (errors[field] ? <p class="error field-error" id={`sk-${field}-error`} safe>{errors[field]}</p> : "");
  // aria-invalid marks the field; aria-describedby reads its sentence with it.
  const aria = (field: SkillField) => (errors[field] ? { "aria-invalid": "true", "aria-describedby": `sk-${field}-error` } : {});
  const summary = p.formError ? P.skillNotSavedBecause(p.formError) : wrong ? P.skillNotSaved(wrong) : null;
  return (
    <AdminLayout title={p.previousId ? `Навык ${p.previousId}` : "Новый навык компании"} csrf={p.csrf} active="/admin/skills">
      <form id="skill-form" class="stack" method="post" action="/admin/skills">
        <input type="hidden" name="_csrf" value={p.csrf ?? ""} />
        {p.previousId ? <input type="hidden" name="previousId" value={p.previousId} /> : ""}
        {summary ? <p class="error" id="skill-form-error" role="alert" safe>{summary}</p> : ""}
        <label for="sk-id">Идентификатор (строчные латинские буквы, цифры, дефис)</label>
        <input id="sk-id" name="id" value={f.id} pattern="[a-z0-9]+(-[a-z0-9]+)*" required maxlength={String(SKILL_LIMITS.id)} {...aria("id")} />
        {note("id")}
        <label for="sk-name">Название</label>
        <input id="sk-name" name="name" value={f.name} required maxlength={String(SKILL_LIMITS.name)} {...aria("name")} />
        {note("name")}
        <label for="sk-desc" safe>{`Описание в одну строку, до ${SKILL_LIMITS.description} символов (его видит маршрутизатор)`}</label>
        <input id="sk-desc" name="description" value={f.description} required maxlength={String(SKILL_LIMITS.description)} {...aria("description")} />
        {note("description")}
        <label for="sk-tools" safe>{`Инструменты через запятую (доступны: ${p.tools.join(", ")})`}</label>
        <input id="sk-tools" name="tools" value={f.tools} maxlength={String(SKILL_LIMITS.tools)} {...aria("tools")} />
        {note("tools")}
        <label for="sk-prefetch">Предзагрузка фрагментов (prefetch)</label>
        <input id="sk-prefetch" name="prefetch" type="number" min="0" max="20" value={String(f.prefetch)} {...aria("prefetch")} />
        {note("prefetch")}
        <label><input name="autoSwitch" type="checkbox" checked={f.autoSwitch} /> Входить в навык автоматически</label>
        <label for="sk-proc">Порядок работы (тело файла навыка, до 20 000 символов)</label>
        <textarea id="sk-proc" name="procedure" rows="12" maxlength={String(SKILL_LIMITS.procedure)} {...aria("procedure")} safe>{f.procedure}</textarea>
        {note("procedure")}
        <input type="hidden" name="enabledShown" value="1" />
        <label><input id="sk-enabled" name="enabled" type="checkbox" checked={p.enabled ?? true} /> Навык включён</label>
        <p><button type="submit" class="primary">Сохранить</button> <a href="/admin/skills">Отмена</a></p>
      </form>
    </AdminLayout>
  );
}

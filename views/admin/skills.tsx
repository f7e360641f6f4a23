import type { Skill } from "../../src/skills/types.ts";
import type { SkillForm } from "../../src/admin/skills-admin.ts";
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

/** Which field a validation message is about, so it is shown next to that field (null: the form as a whole). */
export function fieldOf(message: string): "id" | "name" | "description" | "tools" | "procedure" | null {
  if (/инструмент|tool/i.test(message)) return "tools";
  if (/\bid\b/i.test(message)) return "id";
  if (/description|описани/i.test(message)) return "description";
  if (/\bname\b|названи/i.test(message)) return "name";
  if (/procedure|порядок|процедур|body|тело/i.test(message)) return "procedure";
  return null;
}

/** The create/edit form of a company skill; a validation error is a sentence next to its field. */
export function SkillEditor(p: { csrf: string | null; form: SkillForm; previousId: string | null; tools: string[]; error: string | null; enabled?: boolean }): JSX.Element {
  const f = p.form;
  const at = p.error ? fieldOf(p.error) : null;
  const note = (field: string) => (p.error && at === field ? <p class="error field-error" id={`sk-${field}-error`} role="alert" safe>{p.error}</p> : "");
  const described = (field: string) => (p.error && at === field ? `sk-${field}-error` : undefined);
  return (
    <AdminLayout title={p.previousId ? `Навык ${p.previousId}` : "Новый навык компании"} csrf={p.csrf} active="/admin/skills">
      <form id="skill-form" class="stack" method="post" action="/admin/skills">
        <input type="hidden" name="_csrf" value={p.csrf ?? ""} />
        {p.previousId ? <input type="hidden" name="previousId" value={p.previousId} /> : ""}
        {p.error ? <p class="error" role="alert" safe>{at ? "Навык не сохранён: исправьте поле, отмеченное ниже." : `Навык не сохранён: ${p.error}`}</p> : ""}
        <label for="sk-id">Идентификатор (строчные латинские буквы, цифры, дефис)</label>
        <input id="sk-id" name="id" value={f.id} pattern="[a-z0-9]+(-[a-z0-9]+)*" required aria-describedby={described("id")} />
        {note("id")}
        <label for="sk-name">Название</label>
        <input id="sk-name" name="name" value={f.name} required aria-describedby={described("name")} />
        {note("name")}
        <label for="sk-desc">Описание в одну строку (его видит маршрутизатор)</label>
        <input id="sk-desc" name="description" value={f.description} required aria-describedby={described("description")} />
        {note("description")}
        <label for="sk-tools" safe>{`Инструменты через запятую (доступны: ${p.tools.join(", ")})`}</label>
        <input id="sk-tools" name="tools" value={f.tools} aria-describedby={described("tools")} />
        {note("tools")}
        <label for="sk-prefetch">Предзагрузка фрагментов (prefetch)</label>
        <input id="sk-prefetch" name="prefetch" type="number" min="0" max="20" value={String(f.prefetch)} />
        <label><input name="autoSwitch" type="checkbox" checked={f.autoSwitch} /> Входить в навык автоматически</label>
        <label for="sk-proc">Порядок работы (тело файла навыка)</label>
        <textarea id="sk-proc" name="procedure" rows="12" aria-describedby={described("procedure")} safe>{f.procedure}</textarea>
        {note("procedure")}
        <input type="hidden" name="enabledShown" value="1" />
        <label><input id="sk-enabled" name="enabled" type="checkbox" checked={p.enabled ?? true} /> Навык включён</label>
        <p><button type="submit" class="primary">Сохранить</button> <a href="/admin/skills">Отмена</a></p>
      </form>
    </AdminLayout>
  );
}

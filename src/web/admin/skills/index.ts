import { Elysia } from "elysia";
import type { Services } from "../../../services.ts";
import { formOf, SkillFormError, type SkillForm } from "../../../admin/skills-admin.ts";
import { AppError } from "../../errors.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, html, redirect } from "../http.ts";
import { SkillCounts, SkillEditor, SkillRow, SkillsPage } from "../../../../views/admin/skills.tsx";
import { partial } from "../../chat/stream.tsx";
import { EnabledJson, SkillBody, SkillJson, SkillParams } from "./model.ts";
import { enabledOf, formFromBody, skillJson } from "./service.ts";
import { checkSkillForm, fieldOf, type FieldErrors } from "./check.ts";
import { adminPhrases } from "../phrases.ts";
import type { Skill } from "../../../skills/types.ts";

const EMPTY: SkillForm = { id: "", name: "", description: "", tools: "", prefetch: 0, autoSwitch: true, procedure: "" };

/** /admin/skills: platform and company skills; company skills created and edited in a validated form. */
export const skillsPages = (s: Services, gate: AdminGate) => {
  const sk = s.admin.skills;
  const tools = () => s.routing.tools.list().map((t) => t.id);
  const companyOr404 = (id: string) => {
    const k = sk.get(id);
    if (!k || k.source !== "company") throw new AppError(404, `Навыка компании ${id} нет`);
    return k;
  };
  const P = adminPhrases();
  /** Every wrong field at once, then the save's own refusals (a taken id) under their field. */
  const save = async (form: SkillForm, previousId?: string): Promise<{ skill: Skill } | { errors: FieldErrors; formError: string | null }> => {
    const errors = checkSkillForm(form, tools(), P);
    if (Object.keys(errors).length) return { errors, formError: null };
    try { return { skill: await sk.save(form, previousId) }; } catch (err) {
      if (!(err instanceof SkillFormError)) throw err;
      const field = fieldOf(err.message);
      return field ? { errors: { [field]: err.message }, formError: null } : { errors: {}, formError: err.message };
    }
  };
  return new Elysia({ name: "admin-skills" })
    .use(adminContext(gate))
    .get("/admin/skills", ({ csrf }) => html(SkillsPage({ csrf, skills: sk.list() })))
    .get("/admin/skills/new", ({ csrf }) => html(SkillEditor({ csrf, form: EMPTY, previousId: null, tools: tools(), enabled: true })))
    .get("/admin/skills/:id/edit", ({ params, csrf }) => {
      const k = companyOr404(params.id);
      return html(SkillEditor({ csrf, form: formOf(k), previousId: params.id, tools: tools(), enabled: k.enabled }));
    }, { params: SkillParams })
    .post("/admin/skills", async ({ body, request, csrf, set }) => {
      const form = formFromBody(body);
      // The switch counts only when the form showed it (a script posting the old fields keeps the skill as it was).
      const enabled = body.enabledShown === "1" ? body.enabled === "on" || body.enabled === "true" : true;
      const r = await save(form, body.previousId || undefined);
      if ("errors" in r) {
        set.status = 422;
        return html(SkillEditor({ csrf, form, previousId: body.previousId || null, tools: tools(), errors: r.errors, formError: r.formError, enabled }), 422);
      }
      if (body.enabledShown === "1" && r.skill.enabled !== enabled) sk.setEnabled(r.skill.id, enabled);
      return redirect(request, "/admin/skills");
    }, { body: SkillBody })
    // An unticked checkbox is not sent at all, and htmx then posts no body: no body means «off», never a 400.
    .post("/admin/skills/:id/enabled", ({ params, body }) => {
      const on = enabledOf(body);
      // The counts above the table change with the row: redrawn out of band, not left stale until a reload.
      try { const row = SkillRow({ skill: sk.setEnabled(params.id, on) }) as string; return html(row + partial("#skill-counts", "outerHTML", SkillCounts({ skills: sk.list() }) as string)); } catch (err) {
        throw new AppError(404, (err as Error).message);
      }
    }, { params: SkillParams })
    .delete("/admin/skills/:id", ({ params }) => {
      companyOr404(params.id);
      sk.remove(params.id);
      return html("");
    }, { params: SkillParams })
    .get("/api/skills", () => sk.list().map(skillJson))
    .get("/api/skills/:id", ({ params }) => {
      const k = sk.get(params.id);
      if (!k) throw new AppError(404, `Навыка ${params.id} нет`);
      return skillJson(k);
    }, { params: SkillParams })
    .put("/api/skills/:id", async ({ params, body }) => {
      const prev = sk.get(params.id);
      const form = { ...body, tools: (body.tools ?? []).join(", "), prefetch: body.prefetch ?? 0, autoSwitch: body.autoSwitch ?? true };
      const r = await save(form, prev?.source === "company" ? params.id : undefined);
      if ("errors" in r) throw new AppError(422, r.formError ? P.skillNotSavedBecause(r.formError) : P.skillNotSaved(Object.keys(r.errors).length), { fields: r.errors });
      return skillJson(r.skill);
    }, { params: SkillParams, body: SkillJson })
    .post("/api/skills/:id/enabled", ({ params, body }) => {
      if (!sk.get(params.id)) throw new AppError(404, `Навыка ${params.id} нет`);
      return skillJson(sk.setEnabled(params.id, body.enabled));
    }, { params: SkillParams, body: EnabledJson })
    .delete("/api/skills/:id", ({ params }) => {
      companyOr404(params.id);
      return { deleted: sk.remove(params.id) };
    }, { params: SkillParams });
};

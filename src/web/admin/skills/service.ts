import type { SkillForm } from "../../../admin/skills-admin.ts";
import type { Skill } from "../../../skills/types.ts";
import type { SkillBody } from "./model.ts";

/** The form fields as the domain's SkillForm. */
export const formFromBody = (b: SkillBody): SkillForm => ({
  id: b.id, name: b.name, description: b.description, tools: b.tools ?? "",
  prefetch: Number(b.prefetch || 0), autoSwitch: b.autoSwitch === "on" || b.autoSwitch === "true", procedure: b.procedure,
});

/** A skill as the JSON API shows it. */
export const skillJson = (s: Skill) => ({
  id: s.id, name: s.name, description: s.description, source: s.source, enabled: s.enabled, tools: s.tools,
  prefetch: s.prefetch, autoSwitch: s.autoSwitch, procedure: s.procedure,
});

/** The on/off switch of a posted form: ticked is "on"; absent, an empty body or anything else is off. */
export const enabledOf = (body: unknown): boolean => {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>).enabled : undefined;
  return v === "on" || v === "true" || v === true;
};

import { t } from "elysia";

export const SkillParams = t.Object({ id: t.String({ minLength: 1, maxLength: 100 }) });

/** The company-skill form (checkboxes arrive only when ticked). */
export const SkillBody = t.Object({
  id: t.String({ maxLength: 100 }),
  name: t.String({ maxLength: 200 }),
  description: t.String({ maxLength: 500 }),
  tools: t.Optional(t.String({ maxLength: 1000 })),
  prefetch: t.Optional(t.String({ maxLength: 5 })),
  autoSwitch: t.Optional(t.String({ maxLength: 10 })),
  procedure: t.String({ maxLength: 20000 }),
  previousId: t.Optional(t.String({ maxLength: 100 })),
  enabled: t.Optional(t.String({ maxLength: 10 })),
  enabledShown: t.Optional(t.String({ maxLength: 1 })),
  _csrf: t.Optional(t.String()),
});
export type SkillBody = typeof SkillBody.static;

/** The same skill as JSON, for scripts (POST /api/skills). */
export const SkillJson = t.Object({
  id: t.String({ maxLength: 100 }),
  name: t.String({ maxLength: 200 }),
  description: t.String({ maxLength: 500 }),
  tools: t.Optional(t.Array(t.String({ maxLength: 100 }), { maxItems: 50 })),
  prefetch: t.Optional(t.Integer({ minimum: 0, maximum: 20 })),
  autoSwitch: t.Optional(t.Boolean()),
  procedure: t.String({ maxLength: 20000 }),
});

export const EnabledJson = t.Object({ enabled: t.Boolean() });

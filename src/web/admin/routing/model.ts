import { t } from "elysia";

const s = t.Optional(t.String({ maxLength: 200 }));

/** The routing log's filters and page, as the filter form sends them. */
export const LogQuery = t.Object({
  outcome: s, rule: s, guard: s, tool: s, skill: s, web: s, face: s, from: s, to: s, q: s,
  page: t.Optional(t.Numeric({ minimum: 1 })),
  per: t.Optional(t.Numeric({ minimum: 1, maximum: 500 })),
});
export type LogQuery = typeof LogQuery.static;

export const DecisionParams = t.Object({ id: t.Numeric() });

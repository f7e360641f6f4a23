import { t } from "elysia";

/** The chosen range: a preset, or from/to (datetime-local or epoch ms). */
export const RangeQuery = t.Object({
  preset: t.Optional(t.String({ maxLength: 10 })),
  from: t.Optional(t.String({ maxLength: 40 })),
  to: t.Optional(t.String({ maxLength: 40 })),
});
export type RangeQuery = typeof RangeQuery.static;

/** The range and how many unanswered questions to show (the list grows by «Показать ещё»). */
export const UnansweredQuery = t.Composite([RangeQuery, t.Object({ limit: t.Optional(t.Numeric({ minimum: 1, maximum: 1000 })) })]);

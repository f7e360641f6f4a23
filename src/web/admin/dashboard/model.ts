import { t } from "elysia";

/** The chosen range: a preset, or from/to (datetime-local or epoch ms). */
export const RangeQuery = t.Object({
  preset: t.Optional(t.String({ maxLength: 10 })),
  from: t.Optional(t.String({ maxLength: 40 })),
  to: t.Optional(t.String({ maxLength: 40 })),
});
export type RangeQuery = typeof RangeQuery.static;

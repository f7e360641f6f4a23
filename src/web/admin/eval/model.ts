import { t } from "elysia";

const opt = t.Optional(t.String({ maxLength: 40 }));

/** Starting a run from the page: a folder path or uploaded files (a zip or a folder), and the settings. */
export const StartBody = t.Object({
  path: t.Optional(t.String({ maxLength: 1000 })),
  files: t.Optional(t.Any()),
  label: t.Optional(t.String({ maxLength: 200 })),
  floor: opt, headingTrick: opt, chunkChars: opt, vectorWeight: opt,
  _csrf: t.Optional(t.String()),
});
export type StartBody = typeof StartBody.static;

/** Starting a run from a script: a folder on the server and the settings. */
export const StartJson = t.Object({
  path: t.String({ minLength: 1, maxLength: 1000 }),
  label: t.Optional(t.String({ maxLength: 200 })),
  floor: t.Optional(t.Number({ minimum: -1, maximum: 1 })),
  headingTrick: t.Optional(t.Boolean()),
  chunkChars: t.Optional(t.Integer({ minimum: 100, maximum: 10000 })),
  vectorWeight: t.Optional(t.Number({ minimum: 0, maximum: 1 })),
});

export const RunParams = t.Object({ id: t.Numeric() });
export const CompareQuery = t.Object({ a: t.Numeric(), b: t.Numeric() });

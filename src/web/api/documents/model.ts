import { t } from "elysia";

export const DocumentInfo = t.Object({
  id: t.Number(),
  name: t.String(),
  version: t.Number(),
  bytes: t.Number(),
  pages: t.Union([t.Number(), t.Null()]),
  chunks: t.Number(),
  updatedAt: t.Number(),
});
export type DocumentInfo = typeof DocumentInfo.static;

export const IdParams = t.Object({ id: t.Numeric() });

export const UploadResult = t.Object({
  uploaded: t.Array(DocumentInfo),
  errors: t.Array(t.Object({ file: t.String(), error: t.String() })),
});
export type UploadResult = typeof UploadResult.static;

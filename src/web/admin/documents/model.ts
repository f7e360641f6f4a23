import { t } from "elysia";

export const DocParams = t.Object({ id: t.Numeric() });
/** Files of an upload (field `files`, one or many) or a replacement (field `file`). */
export const FilesBody = t.Object({ files: t.Optional(t.Any()), file: t.Optional(t.Any()), _csrf: t.Optional(t.String()) });

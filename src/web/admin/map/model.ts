import { t } from "elysia";

/** The question drawn as the star; empty takes the latest question asked in the chat. */
export const MapQuery = t.Object({ q: t.Optional(t.String({ maxLength: 1000 })) });

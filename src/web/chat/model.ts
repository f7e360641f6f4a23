import { t } from "elysia";

/** A chat id in the path. */
export const ChatParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }) });

/** A cited fragment of one stored answer: /c/:id/m/:mid/cite/:n. */
export const CiteParams = t.Object({ id: t.String({ maxLength: 64 }), mid: t.Numeric(), n: t.Numeric() });

/** A draft of a chat and the person's decision: /c/:id/drafts/:draftId/(confirm|cancel). */
export const DraftParams = t.Object({
  id: t.String({ maxLength: 64 }),
  draftId: t.String({ minLength: 1, maxLength: 100 }),
  decision: t.Union([t.Literal("confirm"), t.Literal("cancel")]),
});

/** A pending draft's edited text, saved as the person types: /c/:id/drafts/:draftId/body. */
export const DraftTextParams = t.Object({ id: t.String({ maxLength: 64 }), draftId: t.String({ minLength: 1, maxLength: 100 }) });
export const DraftText = t.Object({ body: t.String({ maxLength: 20000 }) });

/** A stored document: /docs/:docId?hl=<chunk id>, or ?find=<a quoted passage>&sec=<its section> (a hedge names no fragment). */
export const DocParams = t.Object({ docId: t.Numeric() });
export const DocQuery = t.Object({
  hl: t.Optional(t.Numeric()),
  find: t.Optional(t.String({ maxLength: 400 })),
  sec: t.Optional(t.String({ maxLength: 300 })),
  lang: t.Optional(t.String()),
});

/** A message: text and, optionally, one attached file (a photo or a document). */
export const MessageBody = t.Object({
  text: t.Optional(t.String({ maxLength: 4000 })),
  file: t.Optional(t.Any()),
});

export const RenameBody = t.Object({ title: t.String({ minLength: 1, maxLength: 120 }) });

/** The toggles form: web search, generation mode, open document. Unchecked boxes are simply absent. */
export const StateBody = t.Object({
  webSearch: t.Optional(t.String()),
  mode: t.Optional(t.String({ maxLength: 20 })),
  document: t.Optional(t.String({ maxLength: 300 })),
});

/** A clarify option pressed: its value, its label, and the DOM id of the question it answers. */
export const OptionBody = t.Object({
  value: t.String({ minLength: 1, maxLength: 200 }),
  label: t.Optional(t.String({ maxLength: 200 })),
  from: t.Optional(t.String({ maxLength: 80 })),
});

/** Confirming may carry the person's edit of the draft text. */
export const DraftBody = t.Optional(t.Object({ body: t.Optional(t.String({ maxLength: 20000 })), to: t.Optional(t.String({ maxLength: 320 })) }, { additionalProperties: true }));

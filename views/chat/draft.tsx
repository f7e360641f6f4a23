import type { ToolResult } from "../../src/tools/types.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { phrases } from "../../src/conversation/phrases.ts";

/** A draft as stored in a message; status moves on from "pending" once the person decides. */
export type DraftView = Omit<Extract<ToolResult, { kind: "draft" }>, "status"> & { status: "pending" | "confirmed" | "cancelled"; effect?: string };

/** The DOM id of a draft's card, so confirm and cancel can replace it in place. */
export const draftDomId = (draftId: string) => `draft-${draftId.replace(/[^A-Za-z0-9_-]/g, "")}`;

/** A draft with «Подтвердить» and «Отменить»: nothing consequential happens until the person confirms. */
export function DraftCard({ chatId, draft, t }: { chatId: string; draft: DraftView; t: Strings }): JSX.Element {
  const base = `/c/${encodeURIComponent(chatId)}/drafts/${encodeURIComponent(draft.draftId)}`;
  const kind = t.draftKind[draft.draftKind] ?? draft.draftKind;
  return (
    <section class={`card draft-card ${draft.status}`} id={draftDomId(draft.draftId)} aria-label={`${t.draft}: ${draft.title}`}>
      <h3><span class="kind" safe>{`${t.draft} · ${kind}`}</span> <span safe>{draft.title}</span></h3>
      {draft.to && !(draft.status === "pending" && draft.toKnown !== false) ? <p class="draft-to" safe>{t.draftTo(draft.to, draft.toKnown !== false)}</p> : ""}
      {draft.status === "pending" ? (
        <form class="actions">
          {draft.to ? <AddressField id={`${draftDomId(draft.draftId)}-to`} to={draft.toKnown === false ? "" : draft.to} t={t} /> : ""}
          <label class="sr-only" for={`${draftDomId(draft.draftId)}-body`} safe>{t.draftEdit}</label>
          <textarea class="body" name="body" id={`${draftDomId(draft.draftId)}-body`} rows="4" maxlength="20000"
            hx-post={`${base}/body`} hx-trigger="input changed delay:700ms" hx-swap="none" safe>{draft.body}</textarea>
          <p class="muted" safe>{t.draftOnlyConfirm}</p>
          <button type="button" class="primary" hx-post={`${base}/confirm`} hx-target="#messages" hx-swap="beforeend"
            hx-include="closest form" hx-disable={`#${draftDomId(draft.draftId)} button`} safe>{t.confirm}</button>
          <button type="button" hx-post={`${base}/cancel`} hx-target="#messages" hx-swap="beforeend"
            hx-disable={`#${draftDomId(draft.draftId)} button`} safe>{t.cancel}</button>
        </form>
      ) : (
        <>
        <div class="body" safe>{draft.body}</div>
        <p class="status" role="status">
          <b safe>{draft.status === "confirmed" ? t.draftConfirmed : t.draftCancelled}</b>
          {draft.effect ? <span safe>{` — ${draft.effect}`}</span> : ""}
        </p>
        </>
      )}
    </section>
  );
}

/**
 * The letter's «Кому», editable before «Подтвердить» as its text is (walk 17b: the only way to another recipient was to
 * cancel and start again); empty where nobody knew the address, and the letter goes nowhere until it is given.
 */
function AddressField({ id, to, t }: { id: string; to: string; t: Strings }): JSX.Element {
  return (
    <p class="draft-address">
      <label for={id} safe>{to ? t.draftToField : t.draftAddress}</label>{" "}
      <input type="text" name="to" id={id} maxlength="320" autocomplete="email" placeholder="name@company.ru" value={to} />
    </p>
  );
}

/** The sentence a turn writes under a fresh draft, in either language («…проверьте и подтвердите кнопкой…»). */
const ASKS_TO_CONFIRM = [phrases("ru").draft, phrases("en").draft];

/**
 * The answer's text once its drafts are decided: the sentence asking to check and confirm becomes what
 * was done (published, sent, created) or that nothing was sent. Stored text stays as written; it is
 * drawn decided, live and after a reload alike. A text without that sentence (a model's) is kept.
 */
export function decidedLead(text: string, drafts: DraftView[], t: Strings): string {
  const ask = ASKS_TO_CONFIRM.find((p) => text.includes(p));
  if (!ask || drafts.length === 0 || drafts.some((d) => d.status === "pending")) return text;
  const confirmed = drafts.filter((d) => d.status === "confirmed");
  const said = confirmed.length ? t.draftDone(confirmed.map((d) => d.effect ?? "").filter(Boolean)) : t.draftDropped;
  return text.replace(ask, said);
}

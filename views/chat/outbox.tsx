import type { OutboxItem } from "../../src/conversation/outbox.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { Layout } from "../layout.tsx";
import { DEFAULT_ZONE } from "../../src/tools/time.ts";

// The zone is named («19:54 GMT+3»): the admin pages speak UTC, and a bare time is read as the reader's own (walk 26a).
const when = (ms: number, lang: string) => new Date(ms).toLocaleString(lang === "en" ? "en-GB" : "ru-RU",
  { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: DEFAULT_ZONE, timeZoneName: "short" });

/** «Исходящие»: what the person's confirmations sent, published or changed, with its text and time. */
export function OutboxPage({ items, t }: { items: OutboxItem[]; t: Strings }): JSX.Element {
  return (
    <Layout t={t} title={`${t.outbox} — ${t.appTitle}`}>
      <main class="outbox">
        <p><a href="/" safe>{`← ${t.backToChats}`}</a></p>
        <h1 safe>{t.outbox}</h1>
        {items.length === 0 ? <p class="muted" safe>{t.outboxEmpty}</p> : ""}
        <ol class="outbox-list">
          {items.map((i) => (
            <li class="outbox-item" id={`out-${i.id}`}>
              <header>
                <b safe>{t.draftKind[i.kind] ?? i.kind}</b> · <span safe>{i.title}</span>
                {" "}<time class="muted" datetime={new Date(i.createdAt).toISOString()} safe>{when(i.createdAt, t.locale)}</time>
              </header>
              <pre class="body" safe>{i.body}</pre>
              <p class="muted" safe>{i.effect}</p>
              {i.chatId ? <a href={`/c/${encodeURIComponent(i.chatId)}`} safe>{t.openChat}</a> : ""}
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}

import type { Chat } from "../../src/conversation/chats.ts";
import { chatTitle, type Strings } from "../../src/web/i18n.ts";

/** One chat in the list: a link to open it, a rename form and a delete button. */
export function ChatItem({ chat, current, t }: { chat: Chat; current: boolean; t: Strings }): JSX.Element {
  const base = `/c/${encodeURIComponent(chat.id)}`;
  const title = chatTitle(chat.title, t);
  return (
    <li class={current ? "chat-item current" : "chat-item"} id={`chat-${chat.id}`}>
      <a href={base} aria-current={current ? "page" : undefined} safe>{title}</a>
      <details class="chat-actions">
        <summary aria-label={`${t.rename} / ${t.delete}: ${title}`}>⋯</summary>
        <form method="post" action={`${base}/rename`} hx-post={`${base}/rename`} hx-target={`#chat-${chat.id}`} hx-swap="outerHTML">
          <label class="sr-only" for={`rename-${chat.id}`} safe>{t.renameLabel}</label>
          <input id={`rename-${chat.id}`} name="title" value={title} maxlength="120" required />
          <button type="submit" safe>{t.save}</button>
        </form>
        <form method="post" action={`${base}/delete`} hx-post={`${base}/delete`} hx-confirm={t.deleteConfirm}>
          <button type="submit" class="danger" safe>{t.delete}</button>
        </form>
      </details>
    </li>
  );
}

/** The person's chats, newest first, with «New chat» on top. */
export function Sidebar({ chats, currentId, t }: { chats: Chat[]; currentId: string | null; t: Strings }): JSX.Element {
  return (
    <details class="sidebar" id="sidebar" open>
      <summary safe>{t.chats}</summary>
      <nav aria-label={t.chats}>
        <form method="post" action="/chats"><button type="submit" class="primary new-chat" safe>{`+ ${t.newChat}`}</button></form>
        {chats.length === 0 ? <p class="muted" safe>{t.noChats}</p> : ""}
        <ul class="chat-list">{chats.map((c) => <ChatItem chat={c} current={c.id === currentId} t={t} />)}</ul>
        <p class="outbox-link"><a href="/outbox" safe>{t.outbox}</a></p>
      </nav>
    </details>
  );
}

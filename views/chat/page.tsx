import type { Chat, StoredMessage } from "../../src/conversation/chats.ts";
import { chatTitle, type Strings } from "../../src/web/i18n.ts";
import { Layout } from "../layout.tsx";
import { Composer } from "./composer.tsx";
import { MessageList } from "./messages.tsx";
import type { SkillNames } from "./bits.tsx";
import { Sidebar } from "./sidebar.tsx";

export interface ChatPageProps {
  t: Strings;
  chat: Chat;
  chats: Chat[];
  messages: StoredMessage[];
  skill: { id: string; name: string } | null;
  documents: string[];
  configuredModes: string[];
  face: { kind: "ollama" | "embedded"; describe: string; degraded: string | null };
  docIdOf: (chunkId: number | null, docName: string) => number | null;
  langHref: string;
  /** Skill names in the interface's language, for clarify options stored with routing's names. */
  skillNames?: SkillNames;
}

/** The quiet line telling which face answers and whether answers are degraded. */
export function FaceLine({ face, t }: { face: ChatPageProps["face"]; t: Strings }): JSX.Element {
  return (
    <p class="face muted" id="face">
      {face.kind === "ollama" ? <span safe>{`${t.faceOllama}: ${face.describe}`}</span> : <span safe>{t.faceEmbedded}</span>}
      {face.degraded ? <span class="degraded" role="note" safe>{` · ${t.degraded} ${face.degraded}`}</span> : ""}
    </p>
  );
}

/** The chat page: the chat list, the conversation, the input, the citation panel. */
export function ChatPage(p: ChatPageProps): JSX.Element {
  const { t } = p;
  return (
    <Layout t={t} title={`${chatTitle(p.chat.title, t)} — ${t.appTitle}`}>
      <a class="skip sr-only-focusable" href="#input" safe>{t.skipToInput}</a>
      <div class="app">
        <Sidebar chats={p.chats} currentId={p.chat.id} t={t} />
        <main class="chat" data-chat={p.chat.id}>
          <header class="top">
            <h1 safe>{chatTitle(p.chat.title, t)}</h1>
            <a class="lang" href={p.langHref} safe>{t.language}</a>
          </header>
          <MessageList messages={p.messages} chatId={p.chat.id} t={t} docIdOf={p.docIdOf} names={p.skillNames} />
          <div id="live" class="sr-only" role="status" aria-live="polite"></div>
          <Composer chat={p.chat} skill={p.skill} documents={p.documents} configuredModes={p.configuredModes} t={t} />
          <FaceLine face={p.face} t={t} />
        </main>
        <aside id="panel" class="panel" aria-label={t.citation} tabindex="-1"></aside>
      </div>
    </Layout>
  );
}

import type { Chat } from "../../src/conversation/chats.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { SkillBadge } from "./bits.tsx";

/** Generation modes the router knows; each is usable only where a backend is configured. */
export const MODES = ["image", "video", "music", "voice"] as const;

export interface ComposerProps {
  chat: Chat;
  skill: { id: string; name: string } | null;
  documents: string[];
  configuredModes: string[];
  t: Strings;
}

/** The toggles the router reads, saved per chat on every change. */
function Toggles({ chat, documents, configuredModes, t }: Omit<ComposerProps, "skill">): JSX.Element {
  const st = chat.state ?? {};
  const openDoc = typeof st.uiHint === "string" && st.uiHint.startsWith("document:") ? st.uiHint.slice(9) : "";
  return (
    <details class="toggles">
      <summary safe>{t.settings}</summary>
      <form id="toggles" hx-post={`/c/${encodeURIComponent(chat.id)}/state`} hx-trigger="change" hx-swap="none">
        <label class="switch"><input type="checkbox" name="webSearch" value="1" checked={st.webSearchToggle === true} /> <span safe>{t.webSearch}</span></label>
        <fieldset>
          <legend safe>{t.modes}</legend>
          <label><input type="radio" name="mode" value="" checked={!st.mode} /> <span safe>{t.modeNone}</span></label>
          {MODES.map((m) => {
            const on = configuredModes.includes(m);
            return (
              <label class={on ? "" : "unavailable"}>
                <input type="radio" name="mode" value={m} disabled={!on} checked={st.mode === m} /> <span safe>{t[`mode_${m}`]}</span>
                {on ? "" : <span class="muted" safe>{` (${t.unavailable})`}</span>}
              </label>
            );
          })}
        </fieldset>
        <label><span safe>{t.openDocument}</span>{" "}
          <select name="document">
            <option value="" safe>{t.noDocument}</option>
            {documents.map((d) => <option value={d} selected={d === openDoc} safe>{d}</option>)}
          </select>
        </label>
      </form>
    </details>
  );
}

/** Skill badge, toggles and the message form: Enter sends, Shift+Enter adds a line; disabled while an answer streams. */
export function Composer(p: ComposerProps): JSX.Element {
  const { chat, t } = p;
  return (
    <div class="composer-wrap">
      <SkillBadge chatId={chat.id} skill={p.skill} t={t} />
      <Toggles chat={chat} documents={p.documents} configuredModes={p.configuredModes} t={t} />
      <form id="composer" class="composer" hx-post={`/c/${encodeURIComponent(chat.id)}/messages`} hx-target="#messages"
        hx-swap="beforeend" hx-encoding="multipart/form-data" hx-disable="find textarea, find button, find input">
        <label for="input" class="sr-only" safe>{t.inputLabel}</label>
        <textarea id="input" name="text" rows="2" maxlength="4000" autofocus enterkeyhint="send" placeholder={t.inputPlaceholder}></textarea>
        {/* Send comes right after the text in tab order; the attach button sits before it on screen (CSS order). */}
        <button type="submit" class="primary send" safe>{t.send}</button>
        <label class="attach" title={`${t.attach} (${t.attachHint})`}>
          <input type="file" name="file" class="sr-only" accept=".pdf,.docx,.md,.markdown,.txt,.html,.htm,image/*" />
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M21 11.5l-8.6 8.6a5 5 0 01-7.1-7.1l8.6-8.6a3.3 3.3 0 014.7 4.7l-8.6 8.6a1.7 1.7 0 01-2.4-2.4l7.9-7.9" /></svg><span class="sr-only" safe>{`${t.attach} (${t.attachHint})`}</span>
        </label>
        <output id="attach-name" class="muted" for="composer"></output>
      </form>
    </div>
  );
}

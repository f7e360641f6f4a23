import type { Services } from "../../src/services.ts";
import type { Chat } from "../../src/conversation/chats.ts";
import type { TurnEvent } from "../../src/conversation/events.ts";

/**
 * A stand-in for the lead's conversation that emits the events the UI must draw: a skill, a tool
 * chip and its card, a draft, a clarifying question. Stores answers with meta in the AnswerMeta shape.
 */
export function fakeConversation(s: Services) {
  const calls: string[] = [];
  async function* answer(chat: Chat, text: string, events: TurnEvent[], meta: Record<string, unknown>): AsyncGenerator<TurnEvent> {
    const id = s.chats.add(chat.id, "assistant", "", {}, "streaming");
    for (const e of events) yield e;
    for (const w of text.split(/(?<= )/)) yield { type: "token", text: w };
    s.chats.update(id, text, meta, "done");
    yield { type: "done", messageId: id, status: "done", stats: null };
  }
  return {
    calls,
    async *turn(chat: Chat, text: string): AsyncGenerator<TurnEvent> {
      const uid = s.chats.add(chat.id, "user", text);
      yield { type: "user", messageId: uid, text };
      if (/здоров|болит/i.test(text)) {
        s.chats.setSkill(chat.id, "health");
        yield* answer(chat, "Где болит и как давно?", [{ type: "skill", skill: { id: "health", name: "Здоровье" } }], {});
      } else if (/пост/i.test(text)) {
        const result = { kind: "draft" as const, draftId: "d-1", draftKind: "post" as const, title: "Пост о запуске", body: "Мы запустили <b>новый</b> сервис!", status: "pending" as const };
        yield* answer(chat, "Черновик готов.", [{ type: "chip", tool: "post_draft", label: "Готовлю черновик поста…" }, { type: "result", tool: "post_draft", result }],
          { tools: [{ tool: "post_draft", label: "Готовлю черновик поста…", result }] });
      } else if (/статистик/i.test(text)) {
        const options = [{ label: "Посещаемость сайта", value: "site_metrics", kind: "tool" as const }, { label: "Статистика страницы", value: "page_stats", kind: "tool" as const }];
        yield* answer(chat, "", [{ type: "clarify", question: "Какую статистику показать?", options }], { clarify: { question: "Какую статистику показать?", options } });
      } else if (/визит/i.test(text)) {
        const result = { kind: "metrics" as const, labels: ["пн", "вт", "ср"], datasets: [{ label: "Визиты", data: [10, 20, 15] }], summary: "45 визитов за 3 дня" };
        yield* answer(chat, "", [{ type: "chip", tool: "site_metrics", label: "Смотрю Метрику…" }, { type: "result", tool: "site_metrics", result }],
          { tools: [{ tool: "site_metrics", label: "Смотрю Метрику…", result }] });
      } else {
        yield* answer(chat, "Обычный ответ.", [], {});
      }
    },
    chooseOption(chat: Chat, value: string): AsyncGenerator<TurnEvent> {
      calls.push(`option:${value}`);
      return answer(chat, `Выбрано ${value}: 120 визитов.`, [], {});
    },
    async leaveSkill(chat: Chat): Promise<void> {
      calls.push("leave");
      s.chats.setSkill(chat.id, null);
    },
    async confirmDraft(_chat: Chat, draftId: string) {
      calls.push(`confirm:${draftId}`);
      return { effect: "Пост опубликован в ленте" };
    },
    async cancelDraft(_chat: Chat, draftId: string) {
      calls.push(`cancel:${draftId}`);
      return { effect: "" };
    },
  };
}

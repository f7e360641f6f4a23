import { createDb } from "../../src/db/index.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import { EMBEDDED_TUNING } from "../../src/retrieval/floors.ts";
import type { AnswerDeps } from "../../src/answering/answer.ts";
import type { ChatModel } from "../../src/models/types.ts";

/** A knowledge base in the embedded face over the given Markdown documents, and answer deps over it. */
export async function kbOf(docs: Record<string, string>, o: { chat?: ChatModel | null; contact?: string | null } = {}) {
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: createHashEmbedder(), stateDir: null, hybrid: EMBEDDED_TUNING.hybrid });
  for (const [name, text] of Object.entries(docs)) await kb.ingest(name, new TextEncoder().encode(text));
  const deps: AnswerDeps = { kb, chat: o.chat ?? null, floor: EMBEDDED_TUNING.floor, confident: EMBEDDED_TUNING.confident, contact: () => o.contact ?? "office@example.ru" };
  return { kb, deps };
}

export const HANDBOOK = `# Справочник сотрудника

## Отпуск

### Ежегодный отпуск
Каждому сотруднику положено 28 календарных дней оплачиваемого отпуска в год. Заявление на отпуск подаётся за 14 дней.

### Учебный отпуск
Учебный отпуск на время сессии предоставляется по справке-вызову из вуза, до 40 календарных дней в год.

## Такси
Такси после 22:00 компенсируется до 1 500 рублей за поездку по чеку из приложения.

## Контакты
По вопросам отпусков и кадровых документов пишите в отдел кадров: kadry@example.ru.
По вопросам доступа, паролей и оборудования обращайтесь в ИТ-поддержку: it@example.ru.
Авансовые отчёты и возмещение расходов — бухгалтерия: buh@example.ru.
`;

export const SECURITY = `# Информационная безопасность

## Фишинг
Служба безопасности проводит учебные рассылки: письма, похожие на фишинг. Подозрительное письмо перешлите на security@example.ru.

## Пароли
Пароль не короче 12 символов, меняется раз в 90 дней.
`;

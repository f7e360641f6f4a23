/**
 * Everything the conversation writes itself, in the interface's language: notes, summaries of tool
 * results, refusals to chat without a model, guard explanations. Document text stays as written.
 */
export type Lang = "ru" | "en";

const ru = {
  webNote: "Поиск в интернете на этом сервере не настроен: ответ — по документам компании и инструментам.",
  modeNote: (what: string) => `Текст ушёл в режим ${what} как промпт. Генератор ${what} на этом сервере не подключён, поэтому результата не будет.`,
  modeNames: { image: "картинки", video: "видео", music: "музыки", voice: "озвучки" } as Record<string, string>,
  interrupted: (why: string) => `Ответ прерван: ${why}`,
  failedAnswer: "Не удалось подготовить ответ: произошла ошибка. Попробуйте ещё раз или переформулируйте.",
  staleOption: "Этот вопрос уже неактуален: напишите, что нужно, словами.",
  clarify: "Уточните, пожалуйста, что именно нужно:",
  whichOne: "Что именно подготовить?",
  mail: (n: number) => (n ? `Нашёл писем: ${n}.` : "Писем по запросу не нашёл."),
  calendar: (n: number) => (n ? `Событий в календаре: ${n}.` : "В календаре на этот период ничего нет."),
  products: (n: number, shown: number) => (n ? `Подобрал товаров: ${shown}.` : "Подходящих товаров не нашёл."),
  metrics: "Цифры и график — в карточке выше.",
  draft: "Подготовил черновик — проверьте и подтвердите кнопкой, без подтверждения ничего не произойдёт.",
  web: (n: number) => `Результатов поиска: ${n}.`,
  hello: "Здравствуйте! Я ассистент компании. Сейчас работает встроенный режим без языковой модели: отвечаю по документам компании со ссылками на пункты, ищу в почте и календаре, показываю метрики, готовлю черновики (они отправляются только по кнопке) и веду навыки по шагам. Спросите, например: «Сколько дней отпуска положено?»",
  noChat: "Во встроенном режиме, без языковой модели, свободную беседу я не веду, а в документах компании ответа не нашёл. Спросите о правилах компании, попросите найти письмо или встречу, показать метрики или подготовить черновик.",
  thanks: "Пожалуйста! Обращайтесь, если понадобится что-то ещё.",
  bye: "До встречи! Чат сохранится — можно вернуться к нему в любой момент.",
  modelDown: (why: string) => `Языковая модель сейчас не отвечает (${why}).`,
  modelFailed: (why: string) => `Языковая модель не ответила: ${why}`,
  webFound: "Нашёл в интернете (это сниппеты, страницы я не открывал):",
  skillLeft: "Вернулся в обычный режим. Чем помочь?",
  skillGone: "Этого навыка больше нет в библиотеке — продолжим в обычном режиме.",
  /** Added to a model's system prompt: nothing for Russian, which the prompts are written in. */
  modelLanguage: "",
  skillModelDown: (why: string) => `Языковая модель сейчас не отвечает (${why}), веду навык по шагам.`,
  skillFacts: "Материалы из документов:",
  skillNoFacts: "В документах компании материалов по этому запросу не нашёл — всё, что ниже, без источников.",
  prefetching: "Собираю материалы по документам…",
  draftCancelled: "Черновик отменён, ничего не отправлено",
  guardCut: (tool: string) => `действие «${tool}» отменено предохранителем`,
  guards: {
    "product_search.where_to_buy": "вы спрашиваете, где купить, — подборку товаров по такому запросу не делаю (для карточек напишите «подбери …»)",
    "product_search.niche": "запчасти, б/у, антиквариат и винтаж в каталоге не подбираются",
    "sell_listing.buyer_intent": "похоже, вы покупаете, а не продаёте — объявление о продаже не готовлю",
    "post_draft.no_create_intent": "вы не просили написать пост или статью — черновик не готовлю",
    repeat_call: "то же самое уже сделано в этом чате выше — не повторяю",
    "metrics_manage.delete_without_request": "удалять настройки счётчика без прямой просьбы не буду",
    "document_edit.file_not_named": "не понял, какой файл править: назовите его или откройте",
  } as Record<string, string>,
};

export type Phrases = typeof ru;

const en: Phrases = {
  webNote: "Web search is not configured on this server: the answer comes from the company documents and tools.",
  modeNote: (what) => `The text went to the ${what} mode as a prompt. No ${what} generator is connected on this server, so there will be no result.`,
  modeNames: { image: "image", video: "video", music: "music", voice: "voice-over" },
  interrupted: (why) => `The answer was interrupted: ${why}`,
  failedAnswer: "Could not prepare an answer: something went wrong. Please try again or rephrase.",
  staleOption: "This question is no longer current: please say in words what you need.",
  clarify: "Please specify what exactly you need:",
  whichOne: "What exactly should I prepare?",
  mail: (n) => (n ? `Letters found: ${n}.` : "No letters match the request."),
  calendar: (n) => (n ? `Calendar events: ${n}.` : "Nothing in the calendar for this period."),
  products: (n, shown) => (n ? `Products picked: ${shown}.` : "No matching products found."),
  metrics: "The figures and the chart are in the card above.",
  draft: "I prepared a draft: check it and confirm with the button; nothing happens without confirmation.",
  web: (n) => `Search results: ${n}.`,
  hello: "Hello! I am the company assistant. The built-in mode without a language model is running: I answer from the company documents with links to the sections, search mail and the calendar, show metrics, prepare drafts (sent only when you press the button) and guide skills step by step. Ask, for example: “How many vacation days do I get?”",
  noChat: "In the built-in mode, without a language model, I do not hold free conversation, and the company documents have no answer. Ask about company rules, ask me to find a letter or a meeting, show metrics or prepare a draft.",
  thanks: "You're welcome! Ask any time.",
  bye: "See you! The chat is kept: you can come back to it any time.",
  modelDown: (why) => `The language model is not answering right now (${why}).`,
  modelFailed: (why) => `The language model did not answer: ${why}`,
  webFound: "Found on the web (snippets only, pages not opened):",
  skillLeft: "Back to the normal mode. How can I help?",
  skillGone: "This skill is no longer in the library, so we go on in the normal mode.",
  modelLanguage: "\n\nThe person uses the English interface: answer in English.",
  skillModelDown: (why) => `The language model is not answering right now (${why}), so I walk the skill step by step.`,
  skillFacts: "Material from the documents:",
  skillNoFacts: "The company documents have no material on this request: everything below is without sources.",
  prefetching: "Gathering material from the documents…",
  draftCancelled: "Draft cancelled, nothing was sent",
  guardCut: (tool) => `the action “${tool}” was stopped by a safeguard`,
  guards: {
    "product_search.where_to_buy": "you ask where to buy, so I do not pick products for this (write “pick …” for product cards)",
    "product_search.niche": "spare parts, second-hand, antiques and vintage are not in the catalogue",
    "sell_listing.buyer_intent": "it looks like you are buying, not selling, so I do not prepare a sale listing",
    "post_draft.no_create_intent": "you did not ask to write a post or an article, so I prepare no draft",
    repeat_call: "the same was already done above in this chat, so I do not repeat it",
    "metrics_manage.delete_without_request": "I do not delete counter settings without an explicit request",
    "document_edit.file_not_named": "I could not tell which file to edit: name it or open it",
  },
};

export const phrases = (lang: Lang = "ru"): Phrases => (lang === "en" ? en : ru);

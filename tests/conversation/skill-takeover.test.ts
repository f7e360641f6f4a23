import { describe, expect, it } from "bun:test";
import { createEmbeddedRouter } from "../../src/routing/embedded-router.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { routeMessage, type RouteDeps } from "../../src/conversation/route.ts";
import type { RouterState } from "../../src/routing/types.ts";
import { skill, PLATFORM_DIR, DEV_DIR } from "../skills/helpers.ts";

const state = (over: Partial<RouterState> = {}): RouterState => ({ skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false, ...over });

const SKILLS = [
  skill("contract-check", "Проверить договор поставки по чек-листу юриста: сроки, штрафы, ответственность сторон", { name: "Проверка договора поставки" }),
  skill("web-report", "Собрать отчёт по визитам и источникам трафика сайта за период", { name: "Отчёт по веб-аналитике", tools: ["site_metrics"] }),
  skill("offsite", "Спланировать выездное мероприятие команды: площадка, бюджет, программа", { name: "Выездное мероприятие" }),
  skill("exit-interview", "Провести интервью с уходящим сотрудником и собрать причины увольнения", { name: "Интервью при увольнении" }),
];

function deps(): RouteDeps {
  const embedder = createHashEmbedder();
  return { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, extra: SKILLS }) };
}

describe("skill gate after the router", () => {
  it("a skill whose description names the request's job takes a tool the router chose on a verb alone", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Проверь договор поставки по чек-листу юриста" }, deps());
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("contract-check");
    expect(d.tools).toEqual([]);
    expect(d.reasons.join("\n")).toMatch(/skill gate: «contract-check».*named: .*договор/);
  });

  it("a tool whose object the message names stays a tool, even when a skill also fits", async () => {
    for (const message of ["Сколько визитов на сайте за неделю", "Сколько визитов на сайте за период?", "Визиты сайта за период"]) {
      const d = await routeMessage({ state: state(), history: [], message }, deps());
      expect(d.outcome).toBe("tool");
      expect(d.tools.map((t) => t.name)).toEqual(["site_metrics"]);
    }
  });

  it("a request holding a «?» is won by a skill its rare words name, a question is left to web search", async () => {
    const asked = await routeMessage({ state: state(), history: [], message: "Could you plan a team offsite for us? Budget is tight this year." }, deps());
    expect(asked.outcome).toBe("skill");
    expect(asked.skill).toBe("offsite");
    const question = await routeMessage({ state: state(), history: [], message: "What is a good budget for a team offsite this year?" }, deps());
    expect(question.outcome).not.toBe("skill");
  });

  it("small talk never enters a skill", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Привет!" }, deps());
    expect(d.outcome).toBe("text");
  });

  it("web search the person switched on is never taken over", async () => {
    const d = await routeMessage({ state: state({ webSearchToggle: true }), history: [], message: "Как спланировать выездное мероприятие команды: площадка, бюджет, программа?" }, deps());
    expect(d.outcome).not.toBe("skill");
    expect(d.webSearch).toBe(true);
  });

  it("inside a skill the gate does not switch to another one", async () => {
    const d = await routeMessage({ state: state({ skill: "offsite" }), history: [], message: "Проверь договор поставки по чек-листу юриста" }, deps());
    expect(d.skill ?? null).not.toBe("contract-check");
  });
});

describe("everyday messages with the whole platform library", () => {
  const embedder = createHashEmbedder();
  const platform: RouteDeps = { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, platformDir: PLATFORM_DIR }) };
  const EVERYDAY = [
    "не работает VPN", "перенеси мой отпуск на следующий месяц", "давай обсудим планы на выходные", "напомни, о чём мы говорили",
    "объясни, что такое EBITDA", "сократи этот текст до трёх предложений", "хочу в отпуск в августе", "ну и жара сегодня", "сделай красиво",
    "сколько дней отпуска положено в год", "расскажи как работает блокчейн", "как дела у проекта Альфа", "где поесть рядом с офисом",
    "Можно ли работать из дома два дня в неделю, если руководитель не против?", "Кто у нас отвечает за закупку канцелярии и как отправить заявку?",
    "Помоги разобраться с расчётом отпускных: почему сумма меньше, чем в прошлом году?", "У клиента не проходит оплата по счёту, банк пишет про ошибку реквизитов",
    "Привет, ты тут?", "Спасибо большое, очень помог", "Какая погода завтра в Москве?", "Сколько будет 17 процентов от 2400?",
    "Переведи на английский: встреча переносится на четверг", "Кто написал «Войну и мир»?", "Напомни, как пишется «в течение» — слитно или раздельно?",
    "Можешь объяснить, что такое NPS простыми словами?", "Где у нас лежит шаблон заявления на отпуск?", "Во сколько завтра планёрка?",
    "Найди письмо от бухгалтерии про авансовый отчёт", "Сколько у нас дней отпуска осталось в этом году?", "Какой номер у техподдержки?",
    "Ок, понял", "Давай позже продолжим", "Расскажи что-нибудь смешное", "Что такое SLA?", "Как перезагрузить роутер?",
    "Сколько стоит доллар сегодня?", "Кто сегодня дежурит по офису?", "Подскажи хороший сериал на выходные", "У меня не открывается почта на телефоне",
    "Забыл пароль от корпоративного портала", "Сделай текст короче и вежливее", "Проверь орфографию в этом абзаце", "Сформулируй это помягче",
    "Кофемашина на третьем этаже опять сломалась", "Когда зарплата в этом месяце?", "Можно ли взять отпуск за свой счёт на два дня?",
    "Как добавить коллегу в общий календарь?", "Какие у нас праздничные дни в мае?", "Посоветуй, как вежливо отказать коллеге",
    "Напиши поздравление коллеге с днём рождения", "Как оформить командировку в Казань?", "Где взять справку 2-НДФЛ?",
    "Сколько длится испытательный срок для стажёров?", "Что нового в компании?", "Ты умеешь рисовать?", "Покажи мои задачи на сегодня",
    "Какой у меня грейд?",
  ];

  it("are answered, not turned into a skill or a question about skills", async () => {
    const skilled: string[] = [];
    for (const message of EVERYDAY) {
      const d = await routeMessage({ state: state(), history: [], message }, platform);
      if (d.outcome === "skill" || d.clarify?.options.some((o) => o.kind === "skill")) skilled.push(`${message} → ${d.skill ?? "clarify"}`);
    }
    expect(skilled).toEqual([]);
  });

  // Phrasings from tests/routing/embedded-router.test.ts: the gate after the router must leave them tools.
  const TOOL_REQUESTS: [string, string][] = [
    ["поищи письма от налоговой за май", "mail_search"], ["во сколько у меня завтра встреча с юристом", "calendar_search"],
    ["подбери ноутбук для дизайнера до 120 тысяч", "product_search"], ["сочини пост о нашем новом офисе", "post_draft"],
    ["откуда пришли посетители сайта вчера", "site_metrics"], ["сколько принесла реклама за неделю", "ad_revenue"],
    ["создай таблицу с контактами клиентов", "document_create"], ["Как оформить командировку?", "search_documents"],
    ["сделай презентацию по итогам квартала", "document_create"], ["ответь Ивану, что встреча переносится", "mail_reply_draft"],
    ["Подготовь пост о запуске нового продукта в соцсетях", "post_draft"], ["сколько подписчиков прибавилось за месяц", "page_stats"],
  ];

  it("enter fitness, not nutrition, for a training plan whose purpose is losing weight", async () => {
    for (const message of ["Составь план тренировок, хочу похудеть", "Нужен план тренировок чтобы похудеть к лету"]) {
      const d = await routeMessage({ state: state(), history: [], message }, platform);
      expect(d.skill).toBe("fitness");
    }
    const meal = await routeMessage({ state: state(), history: [], message: "Хочу составить меню, чтобы похудеть" }, platform);
    expect(meal.skill).toBe("nutrition");
  });

  it("leave tool requests to their tools, even where a platform skill covers the same ground", async () => {
    const got = [];
    for (const [message] of TOOL_REQUESTS) {
      const d = await routeMessage({ state: state(), history: [], message }, platform);
      got.push([message, d.tools.map((t) => t.name).join(",") || d.skill || d.outcome]);
    }
    expect(got).toEqual(TOOL_REQUESTS);
  });

  it("take a tool whose object is the input of a skill's job the message names («протокол совещания по заметкам»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Составь протокол совещания по моим заметкам" }, platform);
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("meeting-minutes");
    expect(d.reasons.join("\n")).toMatch(/post_draft's object \(заметк\*\) is part of the skill's job/);
  });

  it("leave a question to web search and the documents when a skill names only part of it («Какой у нас испытательный срок?»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Какой у нас испытательный срок?" }, platform);
    expect(d.outcome).toBe("text");
    const sl = await platform.skills.shortlist("Какой у нас испытательный срок?");
    expect(sl.candidates[0].skill.id).toBe("onboarding-plan");
    expect(sl.candidates[0].score).toBeGreaterThan(0.4);
  });

  it("take a documents search that only stood in for a making tool, unless the message opens as a question", async () => {
    const told = await routeMessage({ state: state(), history: [], message: "Клиент оставил жалобу на долгую доставку — как на неё ответить?" }, platform);
    expect(told.skill).toBe("complaint-reply");
    const asked = await routeMessage({ state: state(), history: [], message: "Как ответить на жалобу клиента на долгую доставку?" }, platform);
    expect(asked.outcome).not.toBe("skill");
  });

  it("override a skill the router entered on a cue word when retrieval ranks it low and another skill names the request", async () => {
    const embedder = createHashEmbedder();
    const clinic = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: [skill("doctor-start", "Организовать выход нового врача в клинику: наставник, аккредитация, доступы", { name: "Выход нового врача" })] });
    const withClinic: RouteDeps = { ...platform, skills: clinic };
    const d = await routeMessage({ state: state(), history: [], message: "Новому врачу нужен наставник и проверка аккредитации, помоги" }, withClinic);
    expect(d.skill).toBe("doctor-start");
    // «врачу» alone no longer enters health (a doctor is a colleague in a clinic, walk 19a): the skill gate names the clinic's skill itself.
    expect(d.reasons.join("\n")).toMatch(/the router's «health» (?:is not among retrieval's top three|rests on one cue word)|skill gate: «doctor-start» stands out/);
    expect((await routeMessage({ state: state(), history: [], message: "у сына поднялась температура" }, withClinic)).skill).toBe("health");
  });

  it("ask which skill is meant when guards cut the tool of a vague request («Нужно составить план, помоги»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Нужно составить план, помоги" }, platform);
    expect(d.guards.length).toBeGreaterThan(0);
    expect(d.outcome).toBe("clarify");
    expect(d.clarify?.options.every((o) => o.kind === "skill")).toBe(true);
  });

  it("answer a question about the company's rules that the router sent to an interview skill on a cue word", async () => {
    // The embedded router's pick, as it reports it: health on the cue «заболел*».
    const cued: RouteDeps = { ...platform, router: { route: async () => ({ calls: [{ name: "use_skill", arguments: { skill: "health" } }], raw: "cue", cues: { use_skill: { verbs: [], objects: ["заболел*"] } } }) } };
    const d = await routeMessage({ state: state(), history: [], message: "По какому номеру сообщить руководителю, что я заболел?" }, cued);
    expect(d.outcome).toBe("text");
    expect(d.reasons.join("\n")).toMatch(/a question, and retrieval does not rank the router's «health» in its top three/);
    expect((await routeMessage({ state: state(), history: [], message: "у меня болит горло и температура" }, cued)).skill).toBe("health");
  });

  it("leave a skill a model chose alone: it reads meaning that retrieval cannot", async () => {
    const model: RouteDeps = { ...platform, router: { route: async () => ({ calls: [{ name: "use_skill", arguments: { skill: "health" } }], raw: "model" }) } };
    const d = await routeMessage({ state: state(), history: [], message: "По какому номеру сообщить руководителю, что я заболел?" }, model);
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("health");
  });

  it("keep an interview skill the router entered on a question that names no work skill's word («Как начать бегать с нуля?»)", async () => {
    const embedder = createHashEmbedder();
    const withDev: RouteDeps = { ...platform, skills: createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, companyDir: `${DEV_DIR}/skills` }) };
    const sl = await withDev.skills.shortlist("Как начать бегать с нуля?");
    expect(sl.candidates.slice(0, 3).map((c) => c.skill.id)).not.toContain("fitness");
    expect((await routeMessage({ state: state(), history: [], message: "Как начать бегать с нуля?" }, withDev)).skill).toBe("fitness");
  });

  it("take a tool's object for a skill with strong evidence even when an English request scores low on cosine", async () => {
    const embedder = createHashEmbedder();
    const board = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: [skill("board-digest", "Подготовить ежемесячную сводку для совета директоров: выручка, расходы, риски", { name: "Сводка совету директоров" })] });
    const withBoard: RouteDeps = { ...platform, skills: board };
    const d = await routeMessage({ state: state(), history: [], message: "Prepare the monthly summary report for the board of directors: revenue, expenses, risks" }, withBoard);
    expect(d.skill).toBe("board-digest");
    const plain = await routeMessage({ state: state(), history: [], message: "Create a report with revenue and expenses" }, withBoard);
    expect(plain.tools.map((t) => t.name)).toEqual(["document_create"]);
  });

  it("take a tool chosen on an object alone when the skill names the request's leading verb and two more words", async () => {
    const embedder = createHashEmbedder();
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: [skill("estimate", "Оценить трудоёмкость доработки в человеко-днях с рисками", { name: "Оценка трудоёмкости" })] });
    const withEstimate: RouteDeps = { ...platform, skills: lib };
    const d = await routeMessage({ state: state(), history: [], message: "Оцени трудоёмкость доработки: письма клиентам из CRM" }, withEstimate);
    expect(d.skill).toBe("estimate");
    expect(d.reasons.join("\n")).toMatch(/mail_search was chosen on an object alone; the skill names the request's verb «оцени»/);
    const tool = await routeMessage({ state: state(), history: [], message: "Настрой фильтры в метрике сайта" }, withEstimate);
    expect(tool.tools.map((t) => t.name)).toEqual(["metrics_manage"]);
  });

  it("leave the tool when the message also names an object the skill does not («пост по заметкам»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Напиши пост по заметкам с совещания" }, platform);
    expect(d.tools.map((t) => t.name)).toEqual(["post_draft"]);
  });
});

describe("a tool the skill declares for its own work", () => {
  const board = skill("board-report", "Подготовить годовой отчёт для совета директоров: выводы, графики, сроки", { name: "Годовой отчёт совету директоров", tools: ["mail_search", "search_documents"] });
  const deps = (): RouteDeps => {
    const embedder = createHashEmbedder();
    return { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, extra: [...SKILLS, board] }) };
  };

  it("goes to the skill when the request is its job and mentions the tool's object in passing («цифры у меня в почте»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Готовим годовой отчёт для совета директоров, цифры у меня в почте. Нужны выводы, графики и сроки" }, deps());
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("board-report");
  });

  it("keeps the tool for a plain request to it («найди письма про годовой отчёт»)", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "найди письма про годовой отчёт" }, deps());
    expect(d.tools.map((t) => t.name)).toEqual(["mail_search"]);
  });
});

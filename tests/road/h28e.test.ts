import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Helper E of session 28: emergencies told in plain words, and whom a question the documents do not answer goes to,
// over walk 27a's grocery dark-store chain (tests/fixtures/walk27a/docs).
const DARKSTORES = resolve(import.meta.dir, "../fixtures/walk27a/docs");
const whom = (text: string) => /(?:Обратитесь, пожалуйста|Точнее подскажут|Please ask|Contact)[:,]?\s*([^\s]+@[^\s]+?)\.?(?:\s|$)/u.exec(text)?.[1] ?? null;

describe("frostbite told in plain words gets the section's steps", () => {
  // The frostbite words knew «побелели», «онемели», not «пальцы белые», «не чувствую», «как деревянные»: the story met
  // the signs line and the blisters line only, not «в тёплое помещение, тёплое питьё, не растирайте».
  it("«пальцы белые», «не чувствую», «как деревянные», «не гнутся» after the freezer or the cold: somewhere warm, a warm drink", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["вышла из морозильной камеры, пальцы на руках белые, что делать?", "после холодильника руки как деревянные и не гнутся",
      "долго был в морозилке, ног почти не чувствую"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("тёплое помещение");
      expect(r.answer.content).toContain("не растирайте");
    }
  });
  // Without the cold, a pale hand is no frostbite: no warm drink is advised for it.
  it("«рука белая и не чувствую пальцы» after a fall is not read as frostbite", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("упала со стремянки, рука белая и не чувствую пальцы");
    expect(r.answer.content).not.toContain("тёплое питьё");
  });
});

describe("other emergencies told in everyday words get the rules' own section", () => {
  // Shivering and blue lips after the freezer is hypothermia (section 6), not small talk: walk-style wording got «свободную
  // беседу я не веду».
  it("«её трясёт после морозилки, губы синие», «колотит, зуб на зуб не попадает»: section 6's warm room and warm drink", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["напарницу трясёт, она полчаса была в морозилке и губы синие", "после смены на холоде меня колотит, зуб на зуб не попадает"]) {
      expect((await ask(q)).answer.content).toContain("тёплое помещение");
    }
  });
  // «грохнулся» is a fall in everyday speech; the rules tell an injury under «происшествие» (section 4: the shift lead, the
  // incident log within an hour), which the general first-aid step had hidden behind «В документах нет порядка».
  it("«курьер грохнулся с самоката, нога распухла» gets section 4: the shift lead and the incident log within an hour", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("курьер грохнулся с самоката, нога распухла, что делать");
    expect(r.answer.content).toContain("журнале происшествий");
    expect(r.answer.content).not.toContain("нет порядка");
  });
  // A heart told as «плохо с сердцем», «держится за грудь» was refused («ничего не сказано про «сердцем»»): the rules'
  // «стало плохо» clause (103, the shift lead) answers it.
  it("«сборщику плохо с сердцем, держится за грудь» gets 103 and the shift lead from section 4", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сборщику плохо с сердцем, держится за грудь");
    expect(r.answer.content).toContain("103");
    expect(r.answer.content).toContain("старшему смены");
  });
});

describe("a question the documents do not answer names whoever owns its topic", () => {
  // Walk 27a: «на смену» met the dispatchers' «дежурный диспетчер» (the duty group holds «смена»), and the laboratory's
  // head in brackets («Лаборатория … (заведующая)») was read as the workplace's head, owner of every shift question.
  it("a dog or a child brought to the shift, music in earphones: HR (the table says to write to HR when unsure), not dispatch", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["можно ли взять с собой на смену собаку?", "можно ли приходить на смену с ребенком?", "разрешают ли слушать музыку в наушниках на смене?"]) {
      const r = await ask(q);
      expect(whom(r.answer.content)).toBe("hr@lukoshko-ds.ru");
    }
  });
  it("a taxi home after the night shift paid back: accounting (expenses compensated), not the quality laboratory", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("возмещают ли расходы на такси после ночной смены?");
    expect(whom(r.answer.content)).toBe("buh@lukoshko-ds.ru");
  });
  it("overslept and came an hour and more late: not the quality laboratory", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["а если проспал и опоздал на час с лишним", "я проспала и опоздала больше чем на час, что мне будет?"]) {
      expect((await ask(q)).answer.content).not.toContain("qc-lab@");
    }
  });
  // A FAQ's «его сообщает IT-поддержка (it@…)» is the Wi-Fi answer's, not the FAQ's own contact.
  it("free lunches, which no document answers: HR, not IT", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["а обеды бесплатные дают?", "дают ли бесплатные обеды?"]) {
      const r = await ask(q);
      expect(whom(r.answer.content)).toBe("hr@lukoshko-ds.ru");
    }
  });
  // How much one is paid is payroll's (the accounting row's «ошибки в зарплате»): walk 27a named the couriers' dispatch.
  it("«сколько получает сборщик за дневную смену?», when not worked out, names accounting", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сколько получает сборщик за дневную смену?");
    expect(r.answer.content).not.toContain("dispatch@");
    if (/@/.test(r.answer.content)) expect(r.answer.content).toContain("buh@lukoshko-ds.ru");
  });
  // «2ндфл» typed without the hyphen is the accounting row's «справки 2-НДФЛ»: walk 27a named HR (and IT before that).
  it("«кто выдает 2ндфл», if refused, names accounting", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("кто выдает 2ндфл");
    // Answered from the FAQ (h28b's respelling) it names accounting in words; refused, by its address.
    if (/\[\d+\]/.test(r.answer.content)) expect(r.answer.content).toContain("бухгалтерия");
    else expect(r.answer.content).toContain("buh@lukoshko-ds.ru");
  });
});

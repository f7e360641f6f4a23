import { describe, expect, it } from "bun:test";
import { CHROMIUM, hasChromium, sendAndWait, SHOTS, useChatPage } from "./harness.ts";
import { procedureSteps } from "../../src/skills/represent.ts";

if (!hasChromium) console.warn(`\n  e2e SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).\n`);
const suite = hasChromium ? describe : describe.skip;

const SCRIPTS = [
  { skill: "calories", lines: ["Посчитай калории моего обеда: борщ, котлета с пюре и компот", "борщ 400 г"], result: ["Итого ≈ 742 ккал", "400"] },
  { skill: "nutrition", lines: ["Составь рацион питания на неделю, хочу похудеть", "женщина", "мне 29, рост 165, вес 60", "сидячая работа", "нет"], result: ["≈ 1352 ккал", "рост: 165 см"] },
  { skill: "fitness", lines: ["Составь план тренировок, хочу похудеть", "новичок", "3 раза в неделю", "дома", "нет"], result: ["План на неделю", "тренировок в неделю: 3"] },
  { skill: "health", lines: ["У ребёнка болит живот, ему 3 годика", "со вчера, после обеда", "температура 38,5, рвоты нет", "нет"], result: ["педиатру", "возраст: 3"] },
  { skill: "teacher", lines: ["Объясни дроби", "5 класс", "не понимаю сложение"], result: ["для 5 класса", "1/3 + 1/6"] },
];

suite("seed skills in a real browser, embedded face", () => {
  const ctx = useChatPage();

  for (const script of SCRIPTS) {
    it(`${script.skill}: the page shows the skill's badge and a result built from what the person typed, never the procedure`, async () => {
      const { page, app } = ctx;
      await page.goto(`${app.url}/`);
      const before = page.url();
      await page.click("button.new-chat");
      await page.waitForURL((u) => /\/c\//.test(u.pathname) && u.toString() !== before);
      for (const line of script.lines) await sendAndWait(page, line);
      const last = (await page.locator(".msg.assistant").last().textContent()) ?? "";
      for (const r of script.result) expect(last).toContain(r);
      const badge = (await page.textContent("#skill-badge")) ?? "";
      expect(badge).toContain(app.services.routing.skills.get(script.skill)!.name);
      const all = (await page.locator(".msg.assistant").allTextContents()).join("\n").toLowerCase();
      for (const step of procedureSteps(app.services.routing.skills.get(script.skill)!)) expect(all).not.toContain(step.split(/[.:;]/)[0].trim().toLowerCase());
      if (script.skill === "calories") await page.screenshot({ path: `${SHOTS}/chat-skill-calories.png`, fullPage: true });
    }, 60_000);
  }
});

import { startApp } from "./harness.ts";
import { scriptedModel } from "../web/helpers.ts";
const a = await startApp({ model: scriptedModel(() => "Каждому сотруднику положено 28 календарных дней оплачиваемого отпуска в год [1]. Одна из частей — не короче 14 дней [1].", 60) });
console.log(a.url);

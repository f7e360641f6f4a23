import type { Plan, InterviewState } from "./types.ts";
import { factLines } from "./labels.ts";

const ru = (s: InterviewState) => s.lang === "ru";

/** Documents: the file's type, purpose, structure and data gathered into a plan of the file. */
export const documents: Plan = {
  opening: "purpose",
  slots: [
    { id: "fileType", ru: "Какой файл нужен: документ Word, таблица Excel или презентация?", en: "Which file: a Word document, an Excel spreadsheet or a presentation?" },
    { id: "purpose", ru: "Для чего этот файл и кто будет его читать?", en: "What is the file for, and who will read it?", free: true },
    { id: "structure", ru: "Какие разделы, столбцы или слайды в нём должны быть? Перечислите через запятую.", en: "Which sections, columns or slides should it have? List them with commas.", free: true },
    { id: "data", ru: "Какие данные внести? Если заполню позже — напишите «позже».", en: "What data goes in? If later, say «later».", free: true, optional: true },
  ],
  result(s) {
    const f = s.facts;
    const parts = String(f.structure ?? "").split(/[,;\n]/).map((p) => p.trim()).filter(Boolean);
    const facts = factLines(f, ["fileType", "purpose", "data"], s.lang).join("\n");
    const list = parts.map((p, i) => `${i + 1}. ${p}`).join("\n");
    return ru(s)
      ? `Что вы рассказали:\n${facts}\n\nПлан файла:\n${list || "структура не названа"}\n\nДанные, которых нет в вашем сообщении, я не выдумываю — оставлю места для них пустыми. Создать файл по этому плану?`
      : `What you told me:\n${facts}\n\nFile plan:\n${list || "no structure given"}\n\nI do not invent data you did not give; those places stay empty. Create the file from this plan?`;
  },
};

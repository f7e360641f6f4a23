import { describe, expect, it } from "bun:test";
import { pickSentences } from "../../src/answering/extractive.ts";
import type { Fragment } from "../../src/retrieval/types.ts";

// Insurance, session 24: «кто начальник службы безопасности» quoted a USB rule «…согласованной с руководителем и службой
// безопасности» over the contacts row naming the head, once «Service Desk» in the rule was read as a person's name.
describe("a question who is in charge", () => {
  const rule = "Исключение - зашифрованные флешки, выданные по заявке в Service Desk, согласованной с руководителем и службой охраны.";
  const row = "Подразделение: Служба охраны | Руководитель: Лебедев Олег Петрович | Доб.: 1900";
  const fragments = [
    { docName: "it.txt", headingPath: ["Носители"], text: rule, score: 0.5 },
    { docName: "contacts.html", headingPath: ["Подразделения"], text: row, score: 0.49 },
  ] as unknown as Fragment[];

  it("quotes the sentence naming the person, not one naming only the role beside an English product name", () => {
    expect(pickSentences("кто начальник службы охраны", fragments, 1)[0]?.text).toContain("Лебедев Олег Петрович");
  });

  it("reads a first name and surname written mid-sentence as a person («Ответственный: Роберт Мухаметшин»)", () => {
    const named = [{ ...fragments[0], text: "Сообщить ответственному за охрану труда в течение часа.", score: 0.5 },
      { ...fragments[1], text: "Ответственный за охрану труда: Роберт Мухаметшин, внутр. 140.", score: 0.45 }] as unknown as Fragment[];
    expect(pickSentences("кто отвечает за охрану труда", named, 1)[0]?.text).toContain("Роберт Мухаметшин");
  });
});

import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const html = (s: string) => extractDocument("page.html", new TextEncoder().encode(s));

describe("HTML", () => {
  it("makes sections from h1–h6 and drops scripts, styles and navigation", async () => {
    const doc = await html(`<html><head><title>T</title><style>h2{color:red}</style></head><body>
      <nav>Home | About</nav><h1>Support</h1><p>Intro.</p><script>var a = "<h2>no</h2>";</script>
      <h2>Plans</h2><p>Three plans.</p><h3>Basic</h3><p>Cheap.</p></body></html>`);
    expect(doc.title).toBe("Support");
    expect(doc.sections.map((s) => [s.headingPath, s.text])).toEqual([
      [["Support"], "Intro."], [["Plans"], "Three plans."], [["Plans", "Basic"], "Cheap."],
    ]);
  });

  it("decodes character references", async () => {
    const doc = await html("<p>Tom&nbsp;&amp;&nbsp;Jerry &laquo;Ltd&raquo; &#8212; &#x20BD; 5&nbsp;000</p>");
    expect(doc.text).toBe("Tom & Jerry «Ltd» — ₽ 5 000");
  });

  it("labels table cells with their column headers, one row per line", async () => {
    const doc = await html(`<h2>Fees</h2><table><caption>Extra services</caption>
      <thead><tr><th>Service</th><th>Price</th></tr></thead>
      <tbody><tr><td>On-site visit</td><td>12 000 ₽</td></tr><tr><td>Architect hour<td>6 500 ₽</tr></tbody></table>`);
    expect(doc.sections[0]!.text).toBe("Extra services\nService: On-site visit | Price: 12 000 ₽\nService: Architect hour | Price: 6 500 ₽");
  });

  it("uses row headers as labels in a two-column key/value table", async () => {
    const doc = await html("<table><tr><th>Phone</th><td>2100</td></tr><tr><th>E-mail</th><td>hr@x.ru</td></tr></table>");
    expect(doc.text).toBe("Phone: 2100\nE-mail: hr@x.ru");
  });

  it("survives unclosed paragraphs and list items", async () => {
    const doc = await html("<h2>Steps</h2><p>First para<p>Second para<ul><li>one<li>two</ul><ol><li>alpha<li>beta</ol>");
    expect(doc.sections[0]!.text).toBe("First para\n\nSecond para\n\n- one\n- two\n\n1) alpha\n2) beta");
  });

  it("falls back to the <title> when the page has no h1", async () => {
    const doc = await html("<title>Price list</title><p>Only text here.</p>");
    expect(doc.title).toBe("Price list");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([[]]);
  });
});

describe("HTML odd markup", () => {
  it("keeps a heading whole when it wraps its words in block tags", async () => {
    const doc = await extractDocument("w.html", new TextEncoder().encode("<h2><div>Opening</div> <b>hours</b></h2><p>9 to 6.</p><h2>Other</h2><p>x</p>"));
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Opening hours"], ["Other"]]);
  });
});

// Walk 19a: «<b>Забыли пароль.</b> Позвоните в ИТ-поддержку…» was answered with a bare «Забыли пароль.» — the bold
// label was a sentence of its own and the procedure after it was dropped.
describe("run-in headings (a bold label opening a paragraph)", () => {
  it("leads the paragraph's first sentence with the label, so the label and the procedure are one sentence", async () => {
    const doc = await html("<h2>Пароли</h2><p><b>Забыли пароль.</b> Позвоните в ИТ-поддержку (внутр. 555). Новый пароль действует 24 часа.</p>");
    expect(doc.sections[0]!.text).toBe("Забыли пароль: Позвоните в ИТ-поддержку (внутр. 555). Новый пароль действует 24 часа.");
  });

  it("leaves bold inside a sentence, a bold question, a long bold sentence and an all-bold paragraph as they are", async () => {
    const doc = await html([
      "<p>Звоните <b>заранее.</b> Иначе не успеем.</p>",
      "<p><b>Забыли пароль?</b> Позвоните в поддержку.</p>",
      "<p><b>Работать под чужой учётной записью нельзя даже на минутку на общей смене в клинике.</b> Это нарушение.</p>",
      "<p><b>Важно:</b> Пропуск сдаётся на выезде.</p>",
    ].join(""));
    expect(doc.text.split("\n\n")).toEqual([
      "Звоните заранее. Иначе не успеем.",
      "Забыли пароль? Позвоните в поддержку.",
      "Работать под чужой учётной записью нельзя даже на минутку на общей смене в клинике. Это нарушение.",
      "Важно: Пропуск сдаётся на выезде.",
    ]);
  });

  it("reads the walk's IT page so the password procedure follows its label", async () => {
    const doc = await extractDocument("05_it_dostup_vpn.html", new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk19a/docs/05_it_dostup_vpn.html`).arrayBuffer()));
    expect(doc.text).toContain("Забыли пароль: Позвоните в ИТ-поддержку (внутр. 555 или +7 912 400-05-55)");
  });
});

// The admin area's JavaScript: charts from data-chart JSON, the embedding map, uploads with a
// progress bar per file, clickable log rows. No inline script anywhere (the CSP forbids it).
(() => {
  // «1 фрагмент», «3 фрагмента», «5 фрагментов»: Russian plural by the last digits (CLDR rules for «ru»).
  const fragments = (n) => `${n} ${new Intl.PluralRules("ru").select(n) === "one" ? "фрагмент" : new Intl.PluralRules("ru").select(n) === "few" ? "фрагмента" : "фрагментов"}`;
  const $ = (s, r = document) => r.querySelector(s);
  const $$ = (s, r = document) => [...r.querySelectorAll(s)];
  const csrf = () => $('meta[name="csrf-token"]')?.content ?? "";

  function drawCharts(root = document) {
    if (!window.Chart) return;
    for (const c of $$("canvas[data-chart]:not([data-rendered])", root)) {
      try {
        const cfg = JSON.parse(c.dataset.chart);
        cfg.options = { responsive: true, maintainAspectRatio: false, animation: false, ...(cfg.options || {}) };
        new Chart(c, cfg);
        c.dataset.rendered = "1";
      } catch (e) {
        c.dataset.rendered = "error";
        console.error("chart", c.dataset.chartName, e);
      }
    }
  }

  const PALETTE = ["#2459c7", "#d9822b", "#2a9d5c", "#c23b3b", "#7b4fc9", "#1f9bb4", "#8c6d1f", "#d04f97", "#5b6b7a", "#9bbb2c"];
  const wrap = (s, n = 60) => (s.match(new RegExp(`.{1,${n}}(\\s|$)`, "g")) || [s]).map((l) => l.trim()).slice(0, 8);

  async function drawMap() {
    const c = $("#embedding-map");
    if (!c || c.dataset.rendered || !window.Chart) return;
    const status = $("#map-status");
    c.dataset.rendered = "loading";
    try {
      const res = await fetch(c.dataset.mapSrc, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error((await res.json()).error || res.statusText);
      const m = await res.json();
      const datasets = m.documents.map((doc, i) => ({
        label: doc, data: m.points.filter((p) => p.doc === doc), backgroundColor: PALETTE[i % PALETTE.length], pointRadius: 5, pointHoverRadius: 8,
      }));
      if (m.star) datasets.push({ label: `Вопрос: ${m.star.question}`, data: [{ ...m.star, doc: "вопрос", section: "", text: m.star.question }], pointStyle: "star", pointRadius: 16, pointHoverRadius: 18, borderWidth: 3, borderColor: "#000", backgroundColor: "#ffd400" });
      new Chart(c, {
        type: "scatter",
        data: { datasets },
        options: {
          responsive: true, maintainAspectRatio: false, animation: false, parsing: { xAxisKey: "x", yAxisKey: "y" },
          plugins: { tooltip: { callbacks: { label: (ctx) => { const p = ctx.raw; return [`${p.doc}${p.section ? ` › ${p.section}` : ""}`, ...wrap(p.text)]; } } } },
          scales: { x: { title: { display: true, text: "ГК 1" } }, y: { title: { display: true, text: "ГК 2" } } },
        },
      });
      c.dataset.rendered = "1";
      c.dataset.points = String(m.points.length);
      status.textContent = `${m.points.length} из ${m.total} фрагментов, ${m.documents.length} документов · ${m.embedder}`;
    } catch (e) {
      c.dataset.rendered = "error";
      status.textContent = `Карта не построена: ${e.message}`;
    }
  }

  function uploadOne(file, li) {
    return new Promise((resolve) => {
      const bar = $("progress", li), note = $(".note", li);
      const fd = new FormData();
      fd.append("files", file, file.name);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", "/admin/documents/upload");
      xhr.setRequestHeader("x-csrf-token", csrf());
      xhr.upload.onprogress = (e) => { if (e.lengthComputable) { bar.max = e.total; bar.value = e.loaded; note.textContent = `${Math.round((100 * e.loaded) / e.total)}%`; } };
      xhr.upload.onload = () => { note.textContent = "разбираю и индексирую…"; };
      xhr.onload = () => {
        let body = {};
        try { body = JSON.parse(xhr.responseText); } catch {}
        const ok = xhr.status === 201;
        bar.value = bar.max;
        li.dataset.state = ok ? "done" : "error";
        note.textContent = ok ? `готово: ${fragments(body.uploaded[0].chunks)}, версия ${body.uploaded[0].version}` : `ошибка: ${body.errors?.[0]?.error || body.error || xhr.status}`;
        resolve();
      };
      xhr.onerror = () => { li.dataset.state = "error"; note.textContent = "ошибка сети"; resolve(); };
      xhr.send(fd);
    });
  }

  document.addEventListener("submit", async (e) => {
    const form = e.target;
    if (form.id !== "upload-form") return;
    e.preventDefault();
    const input = $("input[type=file]", form);
    const list = $("#uploads");
    const items = [...input.files].map((f) => {
      const li = document.createElement("li");
      li.dataset.state = "pending";
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = f.name;
      const bar = document.createElement("progress");
      bar.max = 1; bar.value = 0;
      const note = document.createElement("span");
      note.className = "note";
      note.textContent = "в очереди";
      li.append(name, bar, note);
      list.append(li);
      return [f, li];
    });
    for (const [f, li] of items) await uploadOne(f, li);
    input.value = "";
    if (window.htmx) htmx.trigger(document.body, "docs-changed");
  });

  // A folder chosen for the pilot set keeps its relative paths (docs/…, skills/…).
  document.addEventListener("htmx:config:request", (e) => {
    const ctx = e.detail?.ctx;
    const form = ctx?.sourceElement?.closest?.("#eval-form");
    if (!form || !(ctx.request.body instanceof FormData)) return;
    const body = ctx.request.body;
    body.delete("files");
    for (const f of $("#ev-files", form).files) body.append("files", f, f.name);
    for (const f of $("#ev-dir", form).files) body.append("files", f, f.webkitRelativePath || f.name);
  });

  document.addEventListener("click", (e) => {
    const row = e.target.closest("tr[data-href]");
    if (row && !e.target.closest("a, button, input, select, label")) location.href = row.dataset.href;
  });

  const init = (root) => { drawCharts(root); drawMap(); };
  document.addEventListener("DOMContentLoaded", () => init(document));
  document.addEventListener("htmx:after:settle", () => init(document));
  document.addEventListener("htmx:after:swap", () => init(document));
})();

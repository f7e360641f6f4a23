// The little JavaScript of the chat: keyboard, focus, scrolling, the citation panel, charts.
(() => {
  const $ = (s, r = document) => r.querySelector(s);
  const input = () => $("#input");
  const messages = () => $("#messages");
  let lastCite = null;

  const nearBottom = () => { const m = document.scrollingElement; return m.scrollHeight - m.scrollTop - m.clientHeight < 160; };
  const toBottom = () => window.scrollTo({ top: document.scrollingElement.scrollHeight });

  document.addEventListener("keydown", (e) => {
    const ta = e.target;
    if (ta && ta.id === "input" && e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      const file = $("#composer input[type=file]");
      if (ta.value.trim() || (file && file.files.length)) ta.form.requestSubmit();
    } else if (e.key === "Escape" && $("#panel").childElementCount) {
      closePanel();
    }
  });

  document.addEventListener("change", (e) => {
    if (e.target.matches("#composer input[type=file]")) $("#attach-name").textContent = e.target.files[0]?.name ?? "";
  });

  document.addEventListener("click", (e) => {
    const cite = e.target.closest("a.cite, .sources a");
    if (cite) lastCite = cite;
    if (e.target.closest("[data-close-panel]")) closePanel();
    // An action button (×, confirm, an option) is replaced by its result: keep the focus somewhere useful.
    const action = e.target.closest(".badge button, .draft-card button, .clarify button");
    if (action) watchRemoval(action);
  });

  function watchRemoval(el) {
    const mo = new MutationObserver(() => {
      if (el.isConnected) return;
      mo.disconnect();
      if (document.activeElement === document.body || !document.activeElement) input()?.focus();
    });
    mo.observe(document.body, { childList: true, subtree: true });
  }

  function closePanel() {
    const p = $("#panel");
    p.replaceChildren();
    p.classList.remove("open");
    (lastCite && lastCite.isConnected ? lastCite : input())?.focus();
  }

  // The composer's request: clear the input once its value is on the way; streaming keeps it disabled.
  document.addEventListener("htmx:before:request", (e) => {
    const form = e.target.closest?.("#composer");
    if (!form) return;
    setTimeout(() => { form.reset(); $("#attach-name").textContent = ""; }, 0);
    toBottom();
  });

  // When an answer ends or fails, the input is usable again and has the focus.
  document.addEventListener("htmx:finally:request", (e) => {
    if (e.detail?.ctx?.request?.method === "GET") return;
    if (e.target.closest?.("#composer, .clarify, .draft-card, #skill-badge")) setTimeout(() => input()?.focus(), 0);
  });

  // Follow a growing answer only if the reader was at the bottom before this piece arrived.
  let wasNear = true;
  document.addEventListener("htmx:before:swap", () => { wasNear = nearBottom(); });
  document.addEventListener("htmx:after:swap", () => {
    const p = $("#panel");
    if (p.childElementCount && !p.classList.contains("open")) {
      p.classList.add("open");
      $("#panel-title")?.focus();
    }
    if (wasNear) toBottom();
    drawCharts();
  });

  let chartLoading = null;
  function drawCharts() {
    const canvases = [...document.querySelectorAll("canvas[data-chart]:not([data-drawn])")];
    if (!canvases.length) return;
    chartLoading ??= new Promise((ok) => {
      const s = document.createElement("script");
      s.src = "/public/vendor/chart.umd.min.js";
      s.onload = ok;
      document.head.append(s);
    });
    chartLoading.then(() => canvases.forEach((c) => {
      if (c.dataset.drawn) return;
      c.dataset.drawn = "1";
      const d = JSON.parse(c.dataset.chart);
      new window.Chart(c, { type: "line", data: d, options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { display: d.datasets.length > 1 } } } });
    }));
  }

  document.addEventListener("DOMContentLoaded", () => {
    if (window.matchMedia("(max-width: 760px)").matches) $("#sidebar")?.removeAttribute("open");
    const h = location.hash && document.getElementById(location.hash.slice(1));
    if (h) h.scrollIntoView({ block: "center" });
    else if (messages()) toBottom();
    drawCharts();
  });
})();

/** HTML character references; HTMLRewriter hands text over undecoded. */

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "", ensp: " ", emsp: " ", thinsp: " ",
  laquo: "«", raquo: "»", lsaquo: "‹", rsaquo: "›", ldquo: "“", rdquo: "”", bdquo: "„", lsquo: "‘", rsquo: "’", sbquo: "‚",
  mdash: "—", ndash: "–", minus: "−", hellip: "…", bull: "•", middot: "·", deg: "°", plusmn: "±", times: "×", divide: "÷",
  copy: "©", reg: "®", trade: "™", sect: "§", para: "¶", numero: "№", euro: "€", pound: "£", yen: "¥", cent: "¢", curren: "¤",
  frac12: "½", frac14: "¼", frac34: "¾", sup2: "²", sup3: "³", permil: "‰", prime: "′", Prime: "″", larr: "←", rarr: "→",
  uarr: "↑", darr: "↓", harr: "↔", le: "≤", ge: "≥", ne: "≠", asymp: "≈", infin: "∞", check: "✓", dagger: "†", Dagger: "‡",
  zwj: "", zwnj: "", lrm: "", rlm: "", iexcl: "¡", iquest: "¿", micro: "µ",
};

// Browsers accept these few without the closing semicolon; the rest need it.
const LEGACY = new Set(["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]);

/** Decodes `&amp;`, `&#8212;`, `&#x41;` and the common named references; leaves unknown ones as they are. */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31})(;?)/g, (whole, ref: string, semi: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref];
    if (named === undefined || (!semi && !LEGACY.has(ref))) return whole;
    return named;
  });
}

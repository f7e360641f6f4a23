/**
 * English irregular verbs' past and past participle forms, by their plain form: the list of irregular verbs in the Oxford
 * Advanced Learner's Dictionary (10th ed., appendix «Irregular verbs»), the verbs of everyday work only. A guide writes
 * «Russian lessons are paid by the company», a person asks «does the company pay for russian lessons?» (walk 25b: hedged,
 * «say nothing about “pay”»): Snowball stems «pay» to «pai» and leaves «paid» whole, so the two never met. Regular «-ed»
 * forms need no list: the stemmer joins them. Left out: forms that are everyday words of their own at work, which a passage
 * would then hold as the verb («left» of a side, not of «leave», a guide's word for time off; «led» lights; «drunk», «saw»).
 */
const IRREGULAR: Record<string, string> = {
  pay: "paid", buy: "bought", bring: "brought", think: "thought", teach: "taught", catch: "caught", seek: "sought",
  send: "sent", spend: "spent", lend: "lent", build: "built", lose: "lost", keep: "kept", sleep: "slept",
  feel: "felt", meet: "met", hold: "held", sell: "sold", tell: "told", find: "found", stand: "stood",
  understand: "understood", hear: "heard", make: "made", say: "said", lay: "laid", read: "read", mean: "meant",
  sit: "sat", win: "won", shut: "shut", put: "put", set: "set", cut: "cut", cost: "cost", hurt: "hurt", let: "let",
  give: "gave given", take: "took taken", write: "wrote written", drive: "drove driven", ride: "rode ridden",
  speak: "spoke spoken", break: "broke broken", choose: "chose chosen", forget: "forgot forgotten", freeze: "froze frozen",
  steal: "stole stolen", wake: "woke woken", wear: "wore worn", tear: "tore torn", know: "knew known", grow: "grew grown",
  throw: "threw thrown", show: "showed shown", fly: "flew flown", draw: "drew drawn", eat: "ate eaten", fall: "fell fallen",
  see: "seen", begin: "began begun", ring: "rang rung", sing: "sang sung", swim: "swam swum",
  run: "ran", come: "came", become: "became", do: "did done", go: "went gone", hide: "hid hidden", bite: "bit bitten",
  forbid: "forbade forbidden", get: "got gotten"
};

const BASE = new Map<string, string>();
for (const [base, forms] of Object.entries(IRREGULAR)) for (const f of forms.split(" ")) if (f && f !== base) BASE.set(f, base);

/** The plain form of an English irregular verb's past or past participle («paid» → «pay»), or null. */
export function irregularBase(word: string): string | null {
  return BASE.get(word) ?? null;
}

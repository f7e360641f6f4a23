import { Ollama } from "ollama/browser";
import { describeError } from "./ollama.ts";

/**
 * Ollama loads a model on its first request and sends nothing — not even headers — until it is loaded
 * (20–60 s for a 35B model); a client that gives up meanwhile aborts the load (sched.go waits on the
 * request's context). So the app loads models itself, with a request no person's cancel can abort, and
 * keeps them loaded: every request carries keep_alive, and the warmer pings before it lapses.
 */
export interface LoadTracker {
  /** Resolves once `model` is loaded on `host`; `onLoading` is called when that means waiting for a load. */
  ready(host: string, model: string, o?: { onLoading?: () => void; signal?: AbortSignal }): Promise<void>;
  /** A request just ran: the model stays loaded for keep_alive from now. */
  used(host: string, model: string): void;
  /** Sends a load (or keep-alive) request now: chat models with no messages, embedding models with no input. */
  load(host: string, model: string, kind?: "chat" | "embed"): Promise<void>;
}

/** Ollama's keep_alive in ms (api.Duration): seconds or a Go duration, negative = forever. */
export function keepAliveMs(v: string | number): number {
  const s = String(v).trim();
  if (/^-/.test(s)) return Infinity;
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s) * 1000;
  const unit: Record<string, number> = { ns: 1e-6, us: 1e-3, "µs": 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const [, n, u] of s.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(n) * unit[u];
  return total;
}

export function createLoadTracker(o: { keepAlive: string | number; fetch?: typeof fetch; loadTimeoutMs?: number; now?: () => number }): LoadTracker {
  const now = o.now ?? Date.now;
  const keepMs = keepAliveMs(o.keepAlive);
  const until = new Map<string, number>();
  const loading = new Map<string, Promise<void>>();
  const key = (host: string, model: string) => `${host} ${model}`;
  const client = (host: string, ms: number) => new Ollama({ host, fetch: ((input: RequestInfo | URL, init?: RequestInit) => (o.fetch ?? fetch)(input, { ...init, signal: AbortSignal.timeout(ms) })) as typeof fetch });

  const load = (host: string, model: string, kind: "chat" | "embed" = "chat"): Promise<void> => {
    const k = key(host, model);
    const running = loading.get(k);
    if (running) return running;
    const c = client(host, o.loadTimeoutMs ?? 600_000);
    const p = (kind === "chat"
      ? c.chat({ model, messages: [], keep_alive: o.keepAlive, stream: false })
      : c.embed({ model, input: [], keep_alive: o.keepAlive }))
      .then(() => { until.set(k, now() + keepMs); }, (err) => { throw describeError(err); })
      .finally(() => loading.delete(k));
    loading.set(k, p);
    return p;
  };

  /** Whether /api/ps lists the model (null when it could not be asked). */
  const listed = async (host: string, model: string): Promise<boolean | null> => {
    try {
      const ps = await client(host, 3000).ps();
      const m = ps.models.find((x) => x.name === model || x.model === model || x.name === `${model}:latest`);
      if (m) until.set(key(host, model), Math.min(now() + keepMs, new Date(m.expires_at).getTime() || Infinity));
      return Boolean(m);
    } catch {
      return null;
    }
  };

  return {
    load,
    used: (host, model) => { until.set(key(host, model), now() + keepMs); },
    async ready(host, model, { onLoading, signal } = {}) {
      // keep_alive 0: a load request with it would unload (routes.go: no messages + keep_alive 0); the request loads the model itself.
      if (keepMs === 0) return;
      if ((until.get(key(host, model)) ?? 0) > now() + 1000) return;
      if (!loading.has(key(host, model)) && (await listed(host, model)) !== false) return;
      onLoading?.();
      const loaded = load(host, model);
      if (!signal) return loaded;
      // The person may stop waiting; the load goes on for the next turn.
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(Object.assign(new Error("cancelled"), { name: "AbortError" }));
        if (signal.aborted) return onAbort();
        signal.addEventListener("abort", onAbort, { once: true });
        loaded.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
      });
    },
  };
}

/**
 * Loads both models on every host now and again before keep_alive lapses (every half of it), so the
 * first person of the morning does not wait for a load. keep_alive 0 (unload at once) warms nothing;
 * a negative keep_alive (forever) loads once. `log` hears failures; the timer never keeps the process up.
 */
export function startWarmer(o: { hosts: string[]; chatModel: string; embedModel?: string; keepAlive: string | number; loads: LoadTracker; log?: (l: string) => void }): { stop: () => void; warmed: Promise<void> } {
  const ms = keepAliveMs(o.keepAlive);
  if (ms === 0) return { stop: () => {}, warmed: Promise.resolve() };
  const one = (host: string, model: string, kind: "chat" | "embed") =>
    o.loads.load(host, model, kind).catch((err) => o.log?.(`warming ${model} on ${host} failed: ${(err as Error).message}`));
  const warm = () => Promise.all(o.hosts.flatMap((host) => [one(host, o.chatModel, "chat"), ...(o.embedModel ? [one(host, o.embedModel, "embed")] : [])])).then(() => {});
  const warmed = warm();
  if (!Number.isFinite(ms)) return { stop: () => {}, warmed };
  const timer = setInterval(warm, Math.max(1000, ms / 2));
  (timer as { unref?: () => void }).unref?.();
  return { stop: () => clearInterval(timer), warmed };
}

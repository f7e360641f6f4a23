/**
 * The model servers a face sends turns to, each with the slots it really has. Ollama runs the MoE
 * families (qwen35moe, the default chat model's) one request at a time whatever OLLAMA_NUM_PARALLEL
 * says, so the app keeps its own FIFO queue per host: it knows each waiting turn's place, starts the
 * router's budget only once the turn has the slot, and sends a turn to the host with the shortest queue.
 * A host that failed is skipped until `retryAfterMs` passed, then tried again.
 */

export interface PoolHost {
  url: string;
  slots: number;
  active: number;
  queue: Waiter[];
  /** Until when (ms since epoch) the host is skipped after a failure; 0 = up. */
  downUntil: number;
  lastError: string | null;
}

interface Waiter {
  start: () => void;
  place: (n: number) => void;
  /** Earlier first: the time the turn began, so a turn's answer call goes before later turns' router calls. */
  priority: number;
}

/** A slot on one host; `release` once the request is over (a second call does nothing). */
export interface Lease {
  host: PoolHost;
  release(): void;
}

export interface Pool {
  hosts: PoolHost[];
  /** Waits for a slot on the least busy host not in `skip`; `onPlace` hears the place in its queue (1 = next). */
  acquire(o?: { signal?: AbortSignal; onPlace?: (place: number) => void; skip?: Set<string>; priority?: number }): Promise<Lease>;
  markDown(host: PoolHost, error: string): void;
  markUp(host: PoolHost): void;
}

/** Thrown when the person cancelled while waiting for a slot. */
export class CancelledError extends Error {
  constructor() { super("cancelled"); }
}

export function createPool(urls: string[], o: { slots?: number; retryAfterMs?: number; now?: () => number } = {}): Pool {
  const now = o.now ?? Date.now;
  const retryAfterMs = o.retryAfterMs ?? 10_000;
  const hosts: PoolHost[] = urls.map((url) => ({ url, slots: Math.max(1, o.slots ?? 1), active: 0, queue: [], downUntil: 0, lastError: null }));
  const load = (h: PoolHost) => (h.active + h.queue.length) / h.slots;
  const renumber = (h: PoolHost) => h.queue.forEach((w, i) => w.place(i + 1));

  function pick(skip?: Set<string>): PoolHost | null {
    const open = hosts.filter((h) => !skip?.has(h.url));
    if (!open.length) return null;
    const up = open.filter((h) => h.downUntil <= now());
    // With every host failing, the one that comes back first is tried: it fails fast or answers again.
    const from = up.length ? up : [open.reduce((a, b) => (a.downUntil <= b.downUntil ? a : b))];
    return from.reduce((a, b) => (load(b) < load(a) ? b : a));
  }

  return {
    hosts,
    acquire({ signal, onPlace, skip, priority } = {}) {
      const host = pick(skip);
      if (!host) return Promise.reject(new Error("no model server left to try"));
      if (signal?.aborted) return Promise.reject(new CancelledError());
      let released = false;
      const lease: Lease = {
        host,
        release() {
          if (released) return;
          released = true;
          const next = host.queue.shift();
          if (next) { next.start(); renumber(host); } else host.active--;
        },
      };
      if (host.active < host.slots && host.queue.length === 0) {
        host.active++;
        return Promise.resolve(lease);
      }
      return new Promise<Lease>((resolve, reject) => {
        const w: Waiter = {
          start: () => { signal?.removeEventListener("abort", onAbort); resolve(lease); },
          place: (n) => onPlace?.(n),
          priority: priority ?? performance.now(),
        };
        const onAbort = () => {
          const i = host.queue.indexOf(w);
          if (i >= 0) { host.queue.splice(i, 1); renumber(host); }
          reject(new CancelledError());
        };
        // A turn already under way (its answer after its router call) goes before turns that began later:
        // each person's wait is then their own and those ahead, not every later router call too.
        const at = host.queue.findIndex((x) => x.priority > w.priority);
        if (at < 0) host.queue.push(w); else host.queue.splice(at, 0, w);
        signal?.addEventListener("abort", onAbort, { once: true });
        if (at < 0) onPlace?.(host.queue.length); else renumber(host);
      });
    },
    markDown(host, error) { host.downUntil = now() + retryAfterMs; host.lastError = error; },
    markUp(host) { host.downUntil = 0; host.lastError = null; },
  };
}

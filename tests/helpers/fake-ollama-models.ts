/**
 * One model in the fake Ollama: its load (server/sched.go), its keep_alive timer and its slots
 * (the runner's semaphore in llm/llama_server.go, FIFO, a waiting request leaves when its client does).
 */

/** The families Ollama runs one request at a time whatever OLLAMA_NUM_PARALLEL says (sched.go, `numParallel = 1`). */
export const ONE_SLOT_FAMILIES = ["mllama", "qwen3vl", "qwen3vlmoe", "qwen35", "qwen35moe", "qwen3next", "lfm2", "lfm2moe", "nemotron_h", "nemotron_h_moe", "nemotron_h_omni"];

export interface ModelState {
  name: string;
  family: string;
  slots: number;
  loaded(): boolean;
  expiresAt(): string;
  /** Completed loads, loads aborted because their client left, unloads. */
  stats: { loads: number; abortedLoads: number; unloads: number; maxActive: number; maxQueued: number; cancelled: number };
  active(): number;
  queued(): number;
  /** Waits for the model to be loaded; false when the client left first (its load, if it started one, is aborted). */
  ensureLoaded(signal: AbortSignal): Promise<boolean>;
  /** Waits for a slot, FIFO; false when the client left while waiting. */
  acquire(signal: AbortSignal): Promise<boolean>;
  release(): void;
  /** A request ended: the model stays for `keepMs` from now (0 unloads, Infinity keeps it). */
  touch(keepMs: number): void;
  unload(): void;
  stop(): void;
}

export function createModelState(o: { name: string; family: string; loadMs: number; parallel: number; preloaded: boolean }): ModelState {
  const slots = ONE_SLOT_FAMILIES.includes(o.family) ? 1 : Math.max(1, o.parallel);
  let loaded = o.preloaded;
  let loading: { done: Promise<boolean>; owner: AbortSignal } | null = null;
  let expires = Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = 0;
  const queue: { resolve: (ok: boolean) => void; signal: AbortSignal }[] = [];
  const stats = { loads: 0, abortedLoads: 0, unloads: 0, maxActive: 0, maxQueued: 0, cancelled: 0 };

  /** One load, owned by the request that started it: WaitUntilRunning(req.ctx) gives up when that client goes. */
  const startLoad = (owner: AbortSignal) => {
    const done = new Promise<boolean>((resolve) => {
      const t = setTimeout(() => { owner.removeEventListener("abort", onAbort); loaded = true; stats.loads++; resolve(true); }, o.loadMs);
      const onAbort = () => { clearTimeout(t); stats.abortedLoads++; resolve(false); };
      if (owner.aborted) onAbort();
      else owner.addEventListener("abort", onAbort, { once: true });
    }).finally(() => { loading = null; });
    loading = { done, owner };
    return done;
  };

  const state: ModelState = {
    name: o.name, family: o.family, slots, stats,
    loaded: () => loaded,
    expiresAt: () => new Date(Number.isFinite(expires) ? expires : Date.UTC(2318, 0, 1)).toISOString(),
    active: () => active,
    queued: () => queue.length,
    async ensureLoaded(signal) {
      clearTimeout(timer);
      while (!loaded) {
        if (signal.aborted) return false;
        const ok = await (loading?.done ?? startLoad(signal));
        if (!ok && signal.aborted) return false;
      }
      return !signal.aborted;
    },
    acquire(signal) {
      if (active < slots && queue.length === 0) {
        active++;
        stats.maxActive = Math.max(stats.maxActive, active);
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const entry = { resolve, signal };
        queue.push(entry);
        stats.maxQueued = Math.max(stats.maxQueued, queue.length);
        signal.addEventListener("abort", () => {
          const i = queue.indexOf(entry);
          if (i >= 0) { queue.splice(i, 1); stats.cancelled++; resolve(false); }
        }, { once: true });
      });
    },
    release() {
      const next = queue.shift();
      if (next) { next.resolve(true); return; }
      active = Math.max(0, active - 1);
    },
    touch(keepMs) {
      clearTimeout(timer);
      if (active > 0 || queue.length > 0) return; // the timer starts when the last request ends
      if (keepMs === 0) { state.unload(); return; }
      expires = Date.now() + keepMs;
      if (Number.isFinite(keepMs)) timer = setTimeout(() => state.unload(), keepMs);
    },
    unload() {
      clearTimeout(timer);
      if (loaded) stats.unloads++;
      loaded = false;
      expires = Infinity;
    },
    stop() { clearTimeout(timer); },
  };
  return state;
}

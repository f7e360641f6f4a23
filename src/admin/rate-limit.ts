/** Counts attempts (or failures) per key in a sliding window; a key over the limit is blocked until its oldest failure ages out. */
export function createRateLimiter(o: { max: number; windowMs: number; now?: () => number }) {
  const now = o.now ?? (() => Date.now());
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const t = now();
    const list = (failures.get(key) ?? []).filter((at) => at > t - o.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    /** Seconds to wait before the key may try again; 0 when it may try now. */
    retryAfter(key: string): number {
      const list = recent(key);
      return list.length < o.max ? 0 : Math.max(1, Math.ceil((list[0] + o.windowMs - now()) / 1000));
    },
    /**
     * Counts an attempt before it is checked, in one synchronous step: of any number of parallel
     * attempts at most `max` get 0 (go ahead); the rest get the seconds to wait and are not counted.
     */
    hit(key: string): number {
      const list = recent(key);
      if (list.length >= o.max) return Math.max(1, Math.ceil((list[0] + o.windowMs - now()) / 1000));
      failures.set(key, [...list, now()]);
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
      return 0;
    },
    /** Takes back the latest counted attempt (it succeeded). */
    undo(key: string): void {
      const list = failures.get(key);
      if (list?.length) list.pop();
    },
    fail(key: string): void {
      recent(key);
      failures.set(key, [...(failures.get(key) ?? []), now()]);
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

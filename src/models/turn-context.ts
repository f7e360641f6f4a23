import { AsyncLocalStorage } from "node:async_hooks";

/** Why a turn is waiting for its model: the model is loading, or other turns are ahead on its slot. */
export type ModelWait =
  | { kind: "loading"; model: string }
  | { kind: "queue"; place: number }
  | { kind: "started" };

/**
 * What a model call made somewhere inside a chat turn (the router, the answer, a skill step) needs from
 * that turn without every layer in between passing it on: the person's cancel signal, and a place to
 * report waits so the chat can say «модель загружается…» or «в очереди: 2».
 */
export interface TurnContext {
  signal?: AbortSignal;
  onWait?: (w: ModelWait) => void;
  /** Milliseconds spent waiting for a slot or a load, summed over the turn's model calls. */
  waitedMs: number;
  /** When the turn began (performance.now()): its model calls queue ahead of later turns'. */
  startedAt?: number;
}

const store = new AsyncLocalStorage<TurnContext>();

/** The turn the current model call belongs to, if any. */
export const currentTurn = (): TurnContext | undefined => store.getStore();

/**
 * Runs a turn's generator inside its context and interleaves the waits its model calls report, as
 * events made by `toEvent`, while the generator itself is still waiting. Every step of the generator
 * runs inside the context, so calls made after any number of awaits still find it.
 */
export async function* withTurnContext<T>(gen: AsyncGenerator<T>, ctx: TurnContext, toEvent: (w: ModelWait) => T): AsyncGenerator<T> {
  ctx.startedAt ??= performance.now();
  const pending: T[] = [];
  let wake: (() => void) | null = null;
  ctx.onWait = (w) => { pending.push(toEvent(w)); wake?.(); };
  const step = () => store.run(ctx, () => gen.next());
  let next = step();
  try {
    for (;;) {
      while (pending.length) yield pending.shift()!;
      const woken = new Promise<"wake">((resolve) => { wake = () => resolve("wake"); });
      const r = await Promise.race([next, woken]);
      wake = null;
      if (r === "wake") continue;
      if (r.done) return;
      while (pending.length) yield pending.shift()!;
      yield r.value;
      next = step();
    }
  } finally {
    ctx.onWait = undefined;
    await store.run(ctx, () => gen.return(undefined));
  }
}

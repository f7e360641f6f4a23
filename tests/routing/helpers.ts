import type { RouteInput, RouterState } from "../../src/routing/types.ts";

/** A routing input with a default state; override what the test is about. */
export function input(message: string, state: Partial<RouterState> = {}, extra: Partial<RouteInput> = {}): RouteInput {
  return {
    state: { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false, ...state },
    history: [], message, ...extra,
  };
}

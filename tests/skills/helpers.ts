import path from "node:path";
import type { Skill } from "../../src/skills/types.ts";

export const PLATFORM_DIR = path.resolve(import.meta.dir, "../../src/skills/platform");
export const DEV_DIR = path.resolve(import.meta.dir, "../fixtures/pilot/dev");

/** A minimal valid skill for tests. */
export function skill(id: string, description: string, extra: Partial<Skill> = {}): Skill {
  return {
    id, name: id, description, procedure: "1. Шаг.", tools: [], prefetch: 0,
    autoSwitch: true, source: "company", enabled: true, ...extra,
  };
}

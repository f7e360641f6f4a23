import { createKnownDevices } from "./devices.ts";
import { join } from "node:path";
import type { Services } from "../services.ts";
import { createAdminAuth } from "./auth.ts";
import { createApiTokens } from "./tokens.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createDecisionQueries } from "./decision-query.ts";
import { createDecisionCharts } from "./decision-charts.ts";
import { createEvalRuns } from "./eval-runs.ts";
import { createEvalJobs } from "./eval-jobs.ts";
import { createEmbeddingMap } from "./embedding-map.ts";
import { createSkillsAdmin } from "./skills-admin.ts";
import { createDocumentsAdmin } from "./documents-admin.ts";

/** Sign-in attempts allowed per client address and account in a quarter of an hour before 429. */
export const SIGN_IN_LIMIT = { max: 5, windowMs: 15 * 60_000 };
/** Sign-in attempts allowed per account from all addresses together: bounds guessing from many addresses. */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 50, windowMs: 15 * 60_000 };

/** The admin area's domain services, built once per app over the shared Services. */
export function createAdmin(s: Omit<Services, "admin">) {
  const runs = createEvalRuns(s.db);
  return {
    auth: createAdminAuth(s.db, s.config.adminPassword),
    tokens: createApiTokens(s.db),
    signInLimiter: createRateLimiter(SIGN_IN_LIMIT),
    accountLimiter: createRateLimiter(ACCOUNT_SIGN_IN_LIMIT),
    devices: createKnownDevices(s.db),
    decisions: createDecisionQueries(s.db),
    charts: createDecisionCharts(s.db),
    runs,
    jobs: createEvalJobs({ runs, log: s.log }),
    pilotDir: join(s.config.dataDir, "pilot-sets"),
    map: createEmbeddingMap({ embedder: s.face.embedder, headingTrick: s.kb.headingTrick, chunks: () => s.kb.store.allChunks() }),
    skills: createSkillsAdmin({
      db: s.db, library: s.routing.skills, companyDir: join(s.config.dataDir, "skills"),
      knownTools: () => s.routing.tools.list().map((t) => t.id),
    }),
    documents: createDocumentsAdmin({ kb: s.kb, db: s.db, dir: join(s.config.dataDir, "originals"), log: s.log }),
  };
}

export type Admin = ReturnType<typeof createAdmin>;

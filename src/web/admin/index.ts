import { Elysia } from "elysia";
import type { Services } from "../../services.ts";
import { adminGate } from "./gate.ts";
import { loginPages } from "./login/index.ts";
import { dashboardPages } from "./dashboard/index.ts";
import { routingPages } from "./routing/index.ts";
import { documentsPages } from "./documents/index.ts";
import { skillsPages } from "./skills/index.ts";
import { mapPages } from "./map/index.ts";
import { evalPages } from "./eval/index.ts";
import { tokenPages } from "./tokens/index.ts";

/**
 * The admin area: the gate in front of every /admin and admin-only /api route (documents, skills,
 * evaluation, decisions, charts), sign-in, and one module per page.
 */
export const adminArea = (s: Services) => {
  const gate = adminGate(s.admin);
  return new Elysia({ name: "admin-area" })
    .use(gate.plugin)
    .use(loginPages(s.admin, s.config.trustedProxies))
    .use(dashboardPages(s.admin, gate, s.face))
    .use(routingPages(s.admin, gate, { attachments: (id) => s.attachments.list(id), messages: (id) => s.chats.messages(id, 50), documents: () => s.kb.list().map((d) => d.name) }))
    .use(documentsPages(s, gate))
    .use(skillsPages(s, gate))
    .use(mapPages(s, gate))
    .use(evalPages(s, gate))
    .use(tokenPages(s.admin, gate));
};

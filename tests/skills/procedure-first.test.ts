import { describe, it, expect } from "bun:test";
import { availableTools, checkToolCall } from "../../src/skills/procedure-first.ts";
import { skill } from "./helpers.ts";

const research = skill("competitor-research", "Исследовать конкурентов", { tools: ["web_search", "document_create"] });
const all = [research, skill("letter", "Письмо", { tools: ["mail_reply_draft"] })];

describe("procedure before tools", () => {
  it("refuses a skill's tool before the skill is loaded and names the skill to load", () => {
    const avail = availableTools(["search_documents"], null, all);
    expect(avail).toContain("use_skill");
    expect(avail).not.toContain("web_search");
    expect(checkToolCall({ name: "web_search" }, avail, all)).toContain("competitor-research");
  });

  it("allows the skill's tools once it is loaded, but not another skill's", () => {
    const avail = availableTools(["search_documents"], research, all);
    expect(checkToolCall({ name: "web_search" }, avail)).toBeNull();
    expect(checkToolCall({ name: "mail_reply_draft" }, avail)).not.toBeNull();
  });

  it("keeps the agent's own tools available all turn", () => {
    const avail = availableTools(["web_search"], null, all);
    expect(checkToolCall({ name: "web_search" }, avail)).toBeNull();
  });
});

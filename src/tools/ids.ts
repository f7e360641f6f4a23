/** The reference tool ids of the pilot-set format (tests/fixtures/pilot/FORMAT.md); the registry uses exactly these. */
export const TOOL_IDS = [
  "search_documents", "web_search", "mail_search", "mail_reply_draft", "calendar_search",
  "product_search", "sell_listing_draft", "post_draft", "page_stats", "site_metrics",
  "ad_revenue", "metrics_manage", "document_create", "document_edit",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** The service tool that enters or leaves a skill. */
export const USE_SKILL = "use_skill";

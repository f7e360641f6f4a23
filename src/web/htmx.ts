/** HTMX request and response header names, in one place. */
export const HX = {
  request: "hx-request",
  target: "hx-target",
  trigger: "hx-trigger",
  redirect: "HX-Redirect",
  refresh: "HX-Refresh",
  retarget: "HX-Retarget",
  reswap: "HX-Reswap",
  pushUrl: "HX-Push-Url",
  triggerEvent: "HX-Trigger",
} as const;

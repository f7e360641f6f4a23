import { testApp } from "../helpers/app.ts";

export const BASE = "http://localhost";
export const PASSWORD = "correct horse battery staple";

type App = Awaited<ReturnType<typeof testApp>>["app"];

/** A browser-like client: keeps cookies, sends the CSRF header once signed in. */
export function client(app: App) {
  const jar = new Map<string, string>();
  let csrf: string | null = null;
  const send = async (path: string, init: RequestInit & { noCsrf?: boolean } = {}) => {
    const h = new Headers(init.headers);
    if (jar.size) h.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (csrf && !init.noCsrf && init.method && init.method !== "GET") h.set("x-csrf-token", csrf);
    const res = await app.handle(new Request(BASE + path, { ...init, headers: h }));
    for (const c of res.headers.getSetCookie()) {
      const [kv] = c.split(";");
      const i = kv.indexOf("=");
      if (/Max-Age=0/i.test(c)) jar.delete(kv.slice(0, i));
      else jar.set(kv.slice(0, i), kv.slice(i + 1));
    }
    return res;
  };
  return {
    jar, send,
    get: (path: string, headers: Record<string, string> = {}) => send(path, { headers }),
    post: (path: string, body?: BodyInit, o: { noCsrf?: boolean; headers?: Record<string, string> } = {}) => send(path, { method: "POST", body, ...o }),
    /** Opens the sign-in page (pre-session cookie) and posts the password; returns the sign-in response. */
    async signIn(password = PASSWORD) {
      const page = await (await send("/admin/login")).text();
      const pre = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
      const res = await send("/admin/login", { method: "POST", body: new URLSearchParams({ password, _csrf: pre }) });
      if (res.status === 303) {
        const home = await (await send("/admin")).text();
        csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(home)?.[1] ?? null;
      }
      return res;
    },
    get csrf() { return csrf; },
  };
}

/** The app over a fresh DATA_DIR with ADMIN_PASSWORD set, and a signed-in admin client. */
export async function adminApp(env: Record<string, string> = {}) {
  const t = await testApp({ ADMIN_PASSWORD: PASSWORD, ...env });
  const admin = client(t.app);
  const res = await admin.signIn();
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return { ...t, admin };
}

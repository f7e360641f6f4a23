import { AdminLayout } from "./layout.tsx";

export interface LoginProps {
  /** "setup" asks for the first password (setup link opened); "closed" says where that link is; "signin" asks for the stored one. */
  mode: "setup" | "signin" | "closed";
  /** The one-time setup token from the operator's link (setup only). */
  token?: string;
  /** The pre-session CSRF token (double-submitted: a cookie and this field). */
  pre: string;
  next: string;
  error?: string | null;
}

/** The sign-in (or first-password) form; re-rendered with the error on a failed attempt. */
export function LoginForm({ mode, pre, next, error, token }: LoginProps): JSX.Element {
  if (mode === "closed") {
    return (
      <div id="login-form" class="login">
        <p>Пароль администратора ещё не задан. Его задаёт тот, кто запустил сервер: откройте ссылку первой настройки
          из журнала сервера (её копия — в файле <code>DATA_DIR/state/admin-setup-link.txt</code>) или задайте
          <code>ADMIN_PASSWORD</code> в окружении и перезапустите.</p>
        {error ? <p class="error" role="alert" safe>{error}</p> : ""}
      </div>
    );
  }
  const action = mode === "setup" ? "/admin/setup" : "/admin/login";
  return (
    <form id="login-form" class="login" method="post" action={action} hx-post={action} hx-target="this" hx-swap="outerHTML"
      hx-headers={JSON.stringify({ "x-csrf-token": pre })}>
      <input type="hidden" name="_csrf" value={pre} />
      <input type="hidden" name="next" value={next} />
      {mode === "setup" ? <input type="hidden" name="token" value={token ?? ""} /> : ""}
      {mode === "setup" ? <p>Пароль администратора ещё не задан. Задайте его сейчас (не короче 10 символов); он хранится только в виде хеша argon2id.</p> : ""}
      <label for="password">Пароль администратора</label>
      <input id="password" name="password" type="password" autocomplete={mode === "setup" ? "new-password" : "current-password"} required autofocus />
      {mode === "setup" ? (
        <>
          <label for="confirm">Пароль ещё раз</label>
          <input id="confirm" name="confirm" type="password" autocomplete="new-password" required />
        </>
      ) : ""}
      {error ? <p class="error" role="alert" safe>{error}</p> : ""}
      <button type="submit" class="primary">{mode === "setup" ? "Задать пароль и войти" : "Войти"}</button>
    </form>
  );
}

/** The sign-in page of the admin area. */
export function LoginPage(p: LoginProps): JSX.Element {
  return (
    <AdminLayout title={p.mode !== "signin" ? "Первый запуск" : "Вход администратора"} csrf={null}>
      <LoginForm {...p} />
      <p class="muted">Чат сотрудников открыт без входа; этот раздел — только для администратора.</p>
    </AdminLayout>
  );
}

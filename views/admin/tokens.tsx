import type { ApiTokenInfo } from "../../src/admin/tokens.ts";
import { PASSWORD_MAX, TOKEN_NAME_MAX } from "../../src/web/admin/tokens/model.ts";
import { AdminLayout, when } from "./layout.tsx";

/** The tokens table; a token just created is shown once above it. */
export function TokenList({ tokens, created }: { tokens: ApiTokenInfo[]; created: { name: string; token: string } | null }): JSX.Element {
  return (
    <section id="token-list">
      {created ? (
        <div class="notice" role="status">
          <p safe>{`Токен «${created.name}» создан. Скопируйте его сейчас — больше он показан не будет:`}</p>
          <pre id="new-token" safe>{created.token}</pre>
          <p class="muted">Пример: <code>curl -H "Authorization: Bearer &lt;токен&gt;" http://сервер/api/documents</code></p>
        </div>
      ) : ""}
      <table class="data">
        <thead><tr><th>Название</th><th>Начало</th><th>Создан</th><th>Использован</th><th>Статус</th><th></th></tr></thead>
        <tbody>{tokens.map((t) => (
          <tr>
            <td safe>{t.name}</td><td><code safe>{`${t.prefix}…`}</code></td><td safe>{when(t.createdAt)}</td><td safe>{when(t.lastUsedAt)}</td>
            <td>{t.revokedAt ? `отозван ${when(t.revokedAt)}` : "действует"}</td>
            <td>{t.revokedAt ? "" : <button type="button" class="danger" hx-post={`/admin/tokens/${t.id}/revoke`} hx-target="#token-list" hx-swap="outerHTML" hx-confirm="Отозвать токен? Скрипты с ним перестанут работать.">Отозвать</button>}</td>
          </tr>
        ))}</tbody>
      </table>
    </section>
  );
}

/** The password change's result line. */
export function PasswordNote({ ok, message }: { ok: boolean; message: string }): JSX.Element {
  return <p id="password-note" class={ok ? "notice" : "error"} role="status" safe>{message}</p>;
}

/** The new-token form; a wrong name comes back in it with the reason beside the field. */
export function TokenForm({ name, error }: { name: string; error: string | null }): JSX.Element {
  return (
    <form id="token-form" class="range" hx-post="/admin/tokens" hx-target="#token-list" hx-swap="outerHTML">
      {/* The pattern wants one non-space: «   » passed `required` and made a token (walk 17b #26). */}
      <label>Название токена <input id="token-name" name="name" value={name} required pattern=".*\S.*" maxlength={String(TOKEN_NAME_MAX)} placeholder="например, выгрузка регламентов"
        title="Название не из одних пробелов" aria-invalid={error ? "true" : undefined} aria-describedby={error ? "token-name-error" : undefined} /></label>
      <button type="submit" class="primary">Создать токен</button>
      {error ? <p class="error field-error" id="token-name-error" role="alert" safe>{error}</p> : ""}
    </form>
  );
}

/** /admin/tokens. */
export function TokensPage({ csrf, tokens }: { csrf: string | null; tokens: ApiTokenInfo[] }): JSX.Element {
  return (
    <AdminLayout title="Доступ: API-токены и пароль" csrf={csrf} active="/admin/tokens">
      <p>Скрипты работают с API документов, навыков, оценки и журнала (<code>/api/documents</code>, <code>/api/skills</code>, <code>/api/eval/runs</code>, <code>/api/decisions</code>) с заголовком <code>Authorization: Bearer …</code>. Вопросы (<code>/api/ask</code>) принимаются от сотрудника (cookie чата или заголовок единого входа) либо с токеном.</p>
      <TokenForm name="" error={null} />
      <TokenList tokens={tokens} created={null} />
      <h2>Сменить пароль администратора</h2>
      <form class="stack narrow" hx-post="/admin/password" hx-target="#password-note" hx-swap="outerHTML">
        <label for="pw-cur">Текущий пароль</label><input id="pw-cur" name="current" type="password" autocomplete="current-password" required maxlength={String(PASSWORD_MAX)} />
        <label for="pw-new">Новый пароль</label><input id="pw-new" name="next" type="password" autocomplete="new-password" required maxlength={String(PASSWORD_MAX)} />
        <label for="pw-conf">Новый пароль ещё раз</label><input id="pw-conf" name="confirm" type="password" autocomplete="new-password" required maxlength={String(PASSWORD_MAX)} />
        <label><input name="revokeTokens" type="checkbox" value="on" /> Отозвать и все API-токены</label>
        <p class="muted">Все другие сеансы администратора завершаются при смене пароля.</p>
        <button type="submit">Сменить</button>
      </form>
      <p id="password-note"></p>
    </AdminLayout>
  );
}

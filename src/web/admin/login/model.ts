import { t } from "elysia";

/** The sign-in form. */
export const SignInBody = t.Object({
  password: t.String({ maxLength: 1000 }),
  next: t.Optional(t.String({ maxLength: 500 })),
  _csrf: t.Optional(t.String({ maxLength: 200 })),
});

/** The first-password form. */
export const SetupBody = t.Object({
  password: t.String({ maxLength: 1000 }),
  confirm: t.String({ maxLength: 1000 }),
  /** The one-time token of the operator's setup link. */
  token: t.Optional(t.String({ maxLength: 200 })),
  next: t.Optional(t.String({ maxLength: 500 })),
  _csrf: t.Optional(t.String({ maxLength: 200 })),
});

export const LoginQuery = t.Object({ next: t.Optional(t.String({ maxLength: 500 })) });

/** The operator's setup link: /admin/setup?token=… */
export const SetupQuery = t.Object({ token: t.Optional(t.String({ maxLength: 200 })) });

import { z } from 'zod';
import { governorateField, LIMITS, passwordField, requiredText, storedStrings } from './common';
import { clientColumnLength } from './users';

/**
 * Client sign-up and sign-in. Every message is a key of messages.ts whose text is fixed
 * ('Company name is required.' …); the web form and the server share these schemas.
 */

export const PASSWORD_MIN_LENGTH = 6;

const email = z
  .string({ error: 'auth.emailInvalid' })
  .trim()
  .min(1, { error: 'auth.emailInvalid' })
  .max(LIMITS.email, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'auth.emailInvalid' }))
  .transform((value) => value.toLowerCase());

export const signupBodySchema = z.object({
  companyName: requiredText(clientColumnLength.companyName, 'auth.companyNameRequired'),
  fullName: requiredText(clientColumnLength.fullName, 'auth.fullNameRequired'),
  job: requiredText(clientColumnLength.job, 'auth.jobRequired'),
  governorate: governorateField('auth.governorateRequired'),
  city: requiredText(clientColumnLength.city, 'auth.cityRequired'),
  email,
  phone: z
    .string({ error: 'auth.phoneInvalid' })
    .trim()
    .regex(/^\d{8}$/, { error: 'auth.phoneInvalid' }),
  password: passwordField('auth.passwordMin', PASSWORD_MIN_LENGTH),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signinBodySchema = z.object({
  email,
  password: passwordField('auth.passwordRequired'),
});
export type SigninBody = z.input<typeof signinBodySchema>;

export const signinResponseSchema = z.object({ token: z.string() });
export const signupResponseSchema = z.object({ id: z.number().int(), email: z.string() });

/** The signed-in client's profile: id, fullName, email, plus the other sign-up fields. */
export const meSchema = z.object({
  id: z.number().int(),
  ...storedStrings(
    signupBodySchema.pick({
      fullName: true,
      email: true,
      phone: true,
      governorate: true,
      companyName: true,
      job: true,
      city: true,
    }).shape,
  ),
});
export type Me = z.infer<typeof meSchema>;

/** `GET /api/me` answers `{ user: {...} }` ("user: id, fullName, …"), the shape clients read. */
export const meResponseSchema = z.object({ user: meSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The platform-settings toggles of the profile section, saved on the account. */
export const SETTING_KEYS = [
  'emailOnReclamation',
  'emailOnPayment',
  'emailOnMaintenance',
  'newLaunches',
  'monthlyUpdates',
  'newsletter',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const settingsSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<
    SettingKey,
    z.ZodBoolean
  >,
);
export type Settings = z.infer<typeof settingsSchema>;

/** PUT accepts any subset of the toggles; unknown keys are refused. */
export const settingsPatchSchema = settingsSchema.partial().strict();

export const DEFAULT_SETTINGS: Settings = {
  emailOnReclamation: true,
  emailOnPayment: false,
  emailOnMaintenance: true,
  newLaunches: false,
  monthlyUpdates: false,
  newsletter: false,
};

/**
 * Account lifecycle (issue 28 §6): profile edit, password change and reset, e-mail change. The
 * staff side uses the same link and current-password rules with its own password minimum
 * (admins.ts).
 */

/** The profile fields a client edits themselves (the e-mail has its own confirmed change). */
export const profileUpdateSchema = signupBodySchema.pick({
  fullName: true,
  phone: true,
  job: true,
  companyName: true,
  governorate: true,
  city: true,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const currentPasswordSchema = passwordField('account.currentPasswordRequired');

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: signupBodySchema.shape.password,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** A password change ends every session of the account; the caller's goes on with this token. */
export const passwordChangeResponseSchema = z.object({ token: z.string() });

/** What a link in a mail carries: 32 random bytes, base64url. */
export const linkTokenSchema = z
  .string({ error: 'account.linkInvalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'account.linkInvalid' });

export const forgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: linkTokenSchema,
  password: signupBodySchema.shape.password,
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const emailChangeSchema = z.object({ email, currentPassword: currentPasswordSchema });
export type EmailChange = z.input<typeof emailChangeSchema>;

export const emailConfirmSchema = z.object({ token: linkTokenSchema });
export const emailConfirmResponseSchema = z.object({ email: z.string() });

import { z } from 'zod';
import { currentPasswordSchema, linkTokenSchema } from './auth';
import { emailSchema, LIMITS, passwordField, requiredText, STORED_LENGTH } from './common';

/**
 * Staff accounts: registration, login, profile and the face check. Messages are keys of
 * messages.ts; server and web share these schemas.
 */

/** Staff passwords guard the whole back-office: longer than the client minimum. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** An admin's telephone: 8 to 15 digits. */
export const adminTelephoneSchema = z
  .string({ error: 'admins.telephoneInvalid' })
  .trim()
  .regex(/^\d{8,15}$/, { error: 'admins.telephoneInvalid' });

/** Fields shared by registration and the profile edit (all required). */
/** Length of the `admins` table's profile columns (db/schema/accounts.ts reads it). */
export const adminColumnLength = {
  nom: LIMITS.shortText,
  prenom: LIMITS.shortText,
  email: LIMITS.email,
  telephone: STORED_LENGTH.phone,
  poste: LIMITS.shortText,
} as const;

export const adminProfileFieldsSchema = z.object({
  nom: requiredText(adminColumnLength.nom, 'admins.nomRequired'),
  prenom: requiredText(adminColumnLength.prenom, 'admins.prenomRequired'),
  email: emailSchema,
  telephone: adminTelephoneSchema,
  poste: requiredText(adminColumnLength.poste, 'admins.posteRequired'),
});
export type AdminProfileFields = z.input<typeof adminProfileFieldsSchema>;

/** Text fields of POST /api/register (the image is a file part). */
export const adminRegisterFieldsSchema = adminProfileFieldsSchema.extend({
  password: passwordField('admins.passwordMin', ADMIN_PASSWORD_MIN_LENGTH),
});
export type AdminRegisterFields = z.input<typeof adminRegisterFieldsSchema>;

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: passwordField('admins.passwordRequired'),
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

/**
 * Staff roles (issue 32): `admin` may do everything; `technicien` reaches work orders, station
 * pages and their commands, and their own account — nothing else. Enforced per route on the server
 * (plugins/application/audience.ts: the `staff` audience is both roles, `admin` the admin role only).
 */
export const STAFF_ROLES = ['admin', 'technicien'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The admin as the browser keeps it after login. */
export const adminSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  poste: z.string(),
  image: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  admin: adminSchema,
  token: z.string(),
  /** True when the token only allows the face check (ADMIN_FACE_CHECK=required). */
  faceCheckRequired: z.boolean(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminRegisterResponseSchema = z.object({ admin: adminSchema });

export const adminUpdateResponseSchema = z.object({
  /** The stored name of the new image, or the unchanged one when no image was sent. */
  updatedImageName: z.string().nullable(),
  admin: adminSchema,
});
export type AdminUpdateResponse = z.infer<typeof adminUpdateResponseSchema>;

/** Text fields of `POST /api/verify-face` (the captures are the files `image` and `frame`). */
export const verifyFaceFieldsSchema = z.object({
  /** The id of the one-time head-turn challenge (POST /api/verify-face/challenge). */
  challenge: z.string().max(100).optional(),
  /** The admin's own image name, as clients send it; the server always uses the caller's. */
  reference_image: z.string().max(200).optional(),
});

export const verifyFaceResponseSchema = z.object({
  match: z.boolean(),
  /** Why a check failed: not the account's face, or the head did not turn as asked. */
  reason: z.enum(['face', 'movement']).optional(),
  /** On a match with a face-check token: the full admin token that replaces it. */
  token: z.string().optional(),
  /** With that token: the full admin object (the login answer leaves its image empty). */
  admin: adminSchema.optional(),
});
export type VerifyFaceResponse = z.infer<typeof verifyFaceResponseSchema>;

/** The head turns the face check can ask for, as the person sees themselves on screen. */
export const TURN_DIRECTIONS = ['left', 'right'] as const;
export type TurnDirection = (typeof TURN_DIRECTIONS)[number];

/** POST /api/verify-face/challenge: a one-time instruction for the next check (60 s, one use). */
export const faceChallengeResponseSchema = z.object({
  challenge: z.string(),
  direction: z.enum(TURN_DIRECTIONS),
  expiresAt: z.string(),
});
export type FaceChallengeResponse = z.infer<typeof faceChallengeResponseSchema>;

/** `PUT /api/admin/staff/{id}/role`. */
export const staffRoleBodySchema = z.strictObject({
  role: z.enum(STAFF_ROLES, { error: 'admins.roleInvalid' }),
});

/** Staff password rule (registration's), shared by the change and the reset. */
const adminNewPassword = adminRegisterFieldsSchema.shape.password;

/** POST /api/admin/password: the signed-in staff member changes their password. */
export const adminPasswordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: adminNewPassword,
});
export type AdminPasswordChange = z.input<typeof adminPasswordChangeSchema>;

/** POST /api/staff-password/reset: the link's token and the new password. */
export const adminResetPasswordSchema = z.object({
  token: linkTokenSchema,
  password: adminNewPassword,
});
export type AdminResetPassword = z.input<typeof adminResetPasswordSchema>;

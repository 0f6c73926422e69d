import { z } from 'zod';
import { adminSchema } from './admins';

/**
 * Staff passkeys (WebAuthn): enrolment from the profile, login's second factor instead of the face
 * check, and the staff factors overview. The WebAuthn JSON objects are produced and checked by
 * SimpleWebAuthn on both sides; here they are passed through as objects.
 */
const webauthnJson = z.record(z.string(), z.unknown());

export const passkeyNameSchema = z
  .string({ error: 'admins.passkey.nameInvalid' })
  .trim()
  .min(1, { error: 'admins.passkey.nameInvalid' })
  .max(80, { error: 'admins.passkey.nameInvalid' });

/** Options for navigator.credentials.create/get, plus the one-time challenge's id. */
export const passkeyOptionsResponseSchema = z.object({
  challengeId: z.string(),
  options: webauthnJson,
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

export const passkeyRegisterBodySchema = z.object({
  challengeId: z.string().max(64),
  name: passkeyNameSchema,
  response: webauthnJson,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBodySchema>;

export const passkeyLoginBodySchema = z.object({
  challengeId: z.string().max(64),
  response: webauthnJson,
});
export type PasskeyLoginBody = z.input<typeof passkeyLoginBodySchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The answer that completes a login: the full token and the full admin object. */
export const passkeyLoginResponseSchema = z.object({ token: z.string(), admin: adminSchema });
export type PasskeyLoginResponse = z.infer<typeof passkeyLoginResponseSchema>;

/** One staff account's second factors, for the staff overview. */
export const staffFactorsSchema = adminSchema
  .pick({ id: true, nom: true, prenom: true, email: true, role: true })
  .extend({
    faceReference: z.boolean(),
    passkeys: z.number().int(),
  });
export type StaffFactors = z.infer<typeof staffFactorsSchema>;

import {
  adminLoginBodySchema,
  adminProfileFieldsSchema,
  adminRegisterFieldsSchema,
} from '@app/contracts/admins';
import { z } from 'zod';

/**
 * The admin forms' rules, on the same contract schemas the server enforces, plus what only
 * the browser sees: the password confirmation and the picked image file. Errors are message keys
 * of @app/contracts/messages.
 */

/** What the server accepts (magic bytes are checked there; this is the browser's first filter). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's default UPLOAD_MAX_BYTES. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/**
 * An image file: JPEG, PNG or WebP, at most 5 MB. Built on `superRefine` (never aborting) so the
 * other rules of the form, the password confirmation included, still report alongside it.
 */
const imageFileSchema = z
  .unknown()
  .superRefine((value, context) => {
    if (!isFile(value)) {
      context.addIssue({ code: 'custom', message: 'admins.imageRequired' });
    } else if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value.type)) {
      context.addIssue({ code: 'custom', message: 'error.unsupportedMediaType' });
    } else if (value.size === 0 || value.size > MAX_IMAGE_BYTES) {
      context.addIssue({ code: 'custom', message: 'error.payloadTooLarge' });
    }
  })
  .transform((value) => value as File);

export const adminLoginFormSchema = adminLoginBodySchema;

/** Admin register: all fields required, telephone 8–15 digits, an image, password = confirmation. */
export const adminRegisterFormSchema = adminRegisterFieldsSchema
  .extend({
    confirmPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
    image: imageFileSchema,
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'admins.passwordMismatch',
    // Shown as soon as both passwords are typed, even while another field is still invalid.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      typeof (payload.value as { password?: unknown }).password === 'string' &&
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string' &&
      (payload.value as { confirmPassword: string }).confirmPassword.length > 0,
  });
export type AdminRegisterFormInput = z.input<typeof adminRegisterFormSchema>;

/** The register form as it opens: every field blank, no image picked. */
export const EMPTY_REGISTER_FORM: AdminRegisterFormInput = {
  nom: '',
  prenom: '',
  telephone: '',
  email: '',
  poste: '',
  password: '',
  confirmPassword: '',
  image: undefined as unknown as File,
};
type AdminRegisterFormValues = z.output<typeof adminRegisterFormSchema>;

/** Profile edit: nom, prenom, email, telephone, poste required; a new image optional. */
export const adminProfileFormSchema = adminProfileFieldsSchema.extend({
  image: imageFileSchema.optional(),
});
type AdminProfileFormValues = z.output<typeof adminProfileFormSchema>;

/** A multipart body: the named text fields in their order, then the image when there is one. */
function multipart<Values extends { image?: File }>(
  values: Values,
  names: readonly (keyof Values & string)[],
): FormData {
  const data = new FormData();
  for (const name of names) data.set(name, String(values[name]));
  if (values.image) data.set('image', values.image, values.image.name);
  return data;
}

/** The multipart body of POST /api/register: every field but the confirmation, which is never sent. */
export function registerFormData(values: AdminRegisterFormValues): FormData {
  return multipart(values, ['nom', 'prenom', 'telephone', 'email', 'poste', 'password']);
}

/** The multipart body of PUT /api/admin/{id}; the image only when a new one was picked. */
export function profileFormData(values: AdminProfileFormValues): FormData {
  return multipart(values, ['nom', 'prenom', 'email', 'telephone', 'poste']);
}

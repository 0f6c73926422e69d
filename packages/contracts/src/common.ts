import { z } from 'zod';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The 24 governorates of Tunisia (the spec's shorter lists are defects). */
export const GOVERNORATES = [
  'Ariana',
  'Béja',
  'Ben Arous',
  'Bizerte',
  'Gabès',
  'Gafsa',
  'Jendouba',
  'Kairouan',
  'Kasserine',
  'Kébili',
  'Le Kef',
  'Mahdia',
  'Manouba',
  'Médenine',
  'Monastir',
  'Nabeul',
  'Sfax',
  'Sidi Bouzid',
  'Siliana',
  'Sousse',
  'Tataouine',
  'Tozeur',
  'Tunis',
  'Zaghouan',
] as const;
export type Governorate = (typeof GOVERNORATES)[number];
export const governorateSchema = z.enum(GOVERNORATES, { error: 'validation.governorate' });

/** Default length limits shared by every free-text field. */
export const LIMITS = {
  shortText: 120,
  email: 254,
  longText: 5000,
  password: 200,
} as const;

/** A trimmed, required, bounded string. `message` is a message key (see messages.ts). */
export const requiredText = (max: number = LIMITS.shortText, message = 'validation.required') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: 'validation.tooLong' });

export const emailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .max(LIMITS.email, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/** Tunisian subscriber numbers have exactly 8 digits (spaces and a +216 prefix are tolerated). */
export const tunisianPhoneSchema = z
  .string({ error: 'validation.phone8' })
  .transform((value) => value.replace(/[\s.-]/g, '').replace(/^(\+|00)216/, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: 'validation.phone8' }));

/** ISO calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: 'validation.date' });

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Query accepted by every list endpoint; the total goes in `X-Total-Count`. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(20),
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]{1,40}$/)
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

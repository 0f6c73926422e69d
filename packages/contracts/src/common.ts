import { z } from 'zod';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The 24 governorates of Tunisia, all of them (a shorter list is a defect). */
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

/** Folds accents, case, spaces, hyphens and apostrophes: "Médenine", "medenine", "MEDENINE" → "medenine". */
const governorateKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Spellings people commonly type that are not the canonical name folded. */
const GOVERNORATE_ALIASES: Record<string, Governorate> = {
  kef: 'Le Kef',
  elkef: 'Le Kef',
  lariana: 'Ariana',
  lamanouba: 'Manouba',
  bizerta: 'Bizerte',
  mednine: 'Médenine',
  medinine: 'Médenine',
  qebili: 'Kébili',
  kasrine: 'Kasserine',
  kairwan: 'Kairouan',
  sidibouzaid: 'Sidi Bouzid',
  tataouin: 'Tataouine',
};

const GOVERNORATE_BY_KEY = new Map<string, Governorate>([
  ...GOVERNORATES.map((name) => [governorateKey(name), name] as const),
  ...Object.entries(GOVERNORATE_ALIASES),
]);

/** The canonical name of a typed governorate, or undefined when it is none of the 24. */
export function canonicalGovernorate(value: string): Governorate | undefined {
  return GOVERNORATE_BY_KEY.get(governorateKey(value));
}

/**
 * Every governorate field: matched accent-, case- and space-insensitively (and by common spellings
 * such as "Kef"), the canonical name comes out. `requiredKey` is the message of a missing value; a
 * typed value that is no governorate gets 'validation.governorateUnknown'.
 */
export const governorateField = (requiredKey = 'validation.governorate') =>
  z
    .string({ error: requiredKey })
    .transform((value) => canonicalGovernorate(value) ?? value.trim())
    .pipe(
      z.enum(GOVERNORATES, {
        error: (issue) =>
          typeof issue.input === 'string' && issue.input !== ''
            ? 'validation.governorateUnknown'
            : requiredKey,
      }),
    );
export const governorateSchema = governorateField();

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

/** A password: `message` when missing or shorter than `min`, at most LIMITS.password long. */
export const passwordField = (message: string, min = 1) =>
  z
    .string({ error: message })
    .min(min, { error: message })
    .max(LIMITS.password, { error: 'validation.tooLong' });

export const emailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .max(LIMITS.email, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/**
 * Column lengths of the stored forms of shared field types: a phone number (8 digits once
 * normalised, room for a foreign one) and a governorate's canonical name. Tables read them.
 */
export const STORED_LENGTH = { phone: 20, governorate: 40 } as const;

/**
 * The same fields as plain strings: the shape of a record on its way out, whose values were checked
 * on the way in (responses document them as strings, without the input rules).
 */
export function storedStrings<Shape extends z.ZodRawShape>(
  shape: Shape,
): { [Key in keyof Shape]: z.ZodString } {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, z.string()])) as {
    [Key in keyof Shape]: z.ZodString;
  };
}

/** An optional form field where '' and null mean "none": the checked value, or null. */
export const blankToNull = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value ? value : null));

/** Tunisian subscriber numbers have exactly 8 digits (spaces and a +216 prefix are tolerated). */
export const tunisianPhoneSchema = z
  .string({ error: 'validation.phone8' })
  .transform((value) => value.replace(/[\s.-]/g, '').replace(/^(\+|00)216/, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: 'validation.phone8' }));

/**
 * Control characters other than tab and line breaks: no form produces them, PostgreSQL refuses
 * NUL in text, and they hide content in logs and exports. The server refuses them in every string
 * of every request (`lib/validation.ts`); schemas may use it for client-side messages too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Dates the product deals with; also keeps every date inside PostgreSQL's range. */
export const DATE_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

/** ISO calendar date, `YYYY-MM-DD`, between 1900 and 9999. `message` is the format's message key. */
export const isoDate = (message = 'validation.date') =>
  z.iso
    .date({ error: message })
    .refine((value) => value >= DATE_RANGE.min && value <= DATE_RANGE.max, {
      error: 'validation.dateRange',
    });
export const isoDateSchema = isoDate();

/** Database ids are PostgreSQL `integer`s: positive and at most 2³¹ − 1. */
export const INT32_MAX = 2_147_483_647;
/** An id field (a positive int32) whose every refusal is the field's own message key. */
export const requiredId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT32_MAX, { error: message });
export const idSchema = requiredId('validation.idRange');

export const idParamsSchema = z.object({ id: idSchema });

/** Whole-number counts under the given keys, in their order (a dashboard's figures). */
export function countsSchema<const Keys extends readonly string[]>(keys: Keys) {
  return z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as {
      [Key in Keys[number]]: z.ZodNumber;
    },
  );
}

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

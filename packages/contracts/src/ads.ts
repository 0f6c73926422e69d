import { z } from 'zod';
import { adPricingSchema } from './billing';
import {
  emailSchema,
  governorateSchema,
  idSchema,
  isoDateSchema,
  LIMITS,
  listQuerySchema,
  requiredText,
  STORED_LENGTH,
  tunisianPhoneSchema,
} from './common';

/** Length of each varchar column of `ad_requests` (db/schema/ads.ts reads it). */
export const adRequestColumnLength = {
  nomPrenom: LIMITS.shortText,
  email: LIMITS.email,
  tel1: STORED_LENGTH.phone,
  tel2: STORED_LENGTH.phone,
  typeEspace: LIMITS.shortText,
  gouvernorat: STORED_LENGTH.governorate,
  ville: LIMITS.shortText,
} as const;

/**
 * Advertising requests ('Demandes publicités' and the ad form of 'commentaires'). The stored
 * decision is 'En attente' → 'Accepté' | 'Rejeté'; 'Terminé' is computed once dateFin has passed.
 */

export const AD_DECISIONS = ['En attente', 'Accepté', 'Rejeté'] as const;
export type AdDecision = (typeof AD_DECISIONS)[number];
export const AD_STATUSES = [...AD_DECISIONS, 'Terminé'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Advertising requests list page size. */
export const ADS_PAGE_SIZE = 10;
/** Ad videos are larger than photos; MP4 or WebM only. */
export const AD_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
const AD_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** What the creative (field `video`) may be: a video, or an image shown for the campaign's duration. */
export const AD_CREATIVE_TYPES = [
  ...AD_VIDEO_TYPES,
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/** What the visitor sees: the stored decision, or 'Terminé' when the campaign is over. */
export function displayedAdStatus(statut: AdDecision, dateFin: string, today: string): AdStatus {
  if (statut !== 'Rejeté' && dateFin < today) return 'Terminé';
  return statut;
}

export const adRequestSchema = z.object({
  id: z.number().int(),
  /** The requesting client's name when linked to an account, else nomPrenom. */
  user: z.string(),
  nomPrenom: z.string(),
  email: z.string(),
  tel1: z.string(),
  tel2: z.string().nullable(),
  /** Number of the espace (venue) the ad runs in, and its name. */
  espace: z.number().int().nullable(),
  espaceNom: z.string().nullable(),
  typeEspace: z.string(),
  gouvernorat: z.string(),
  ville: z.string(),
  dateDebut: z.string(),
  dateFin: z.string(),
  statut: z.enum(AD_DECISIONS),
  status: z.enum(AD_STATUSES),
  /** URL of the uploaded creative (served under /uploads), or null. */
  video: z.string().nullable(),
  createdAt: z.string(),
  /** The creative's kind: 'video' (MP4/WebM) or 'image' (JPEG/PNG/WebP), null without one. */
  mediaType: z.enum(['video', 'image']).nullable(),
  /** Where and when the campaign plays (modules/screens/schedule.ts). */
  targeting: z.object({
    stationIds: z.array(z.number().int()),
    gouvernorats: z.array(z.string()),
    dayparts: z.array(z.object({ from: z.string(), to: z.string() })),
    playsPerHour: z.number().int().nullable(),
    durationMs: z.number().int(),
  }),
  /** How staff bill the campaign through the monthly invoices (none until set). */
  pricing: adPricingSchema,
});
export type AdRequest = z.infer<typeof adRequestSchema>;

export const adListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(ADS_PAGE_SIZE),
  status: z.enum(AD_STATUSES).optional(),
});
export type AdListQuery = z.input<typeof adListQuerySchema>;

const optionalPhone = z
  .union([z.literal(''), tunisianPhoneSchema])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * The ad form (multipart text fields): nomPrenom, email, tel1, tel2, espace, typeEspace,
 * gouvernorat, ville, dateDebut, dateFin, statut. The video travels as the file field `video`.
 */
const adFieldsSchema = z.object({
  nomPrenom: requiredText(adRequestColumnLength.nomPrenom),
  email: emailSchema,
  tel1: tunisianPhoneSchema,
  tel2: optionalPhone,
  espace: z
    .union([z.literal(''), idSchema], {
      error: 'ads.espaceInvalid',
    })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  typeEspace: requiredText(adRequestColumnLength.typeEspace),
  gouvernorat: governorateSchema,
  ville: requiredText(adRequestColumnLength.ville),
  dateDebut: isoDateSchema,
  dateFin: isoDateSchema,
  statut: z.enum(AD_DECISIONS, { error: 'ads.statutInvalid' }).default('En attente'),
});
const datesInOrder = (value: { dateDebut: string; dateFin: string }) =>
  value.dateFin >= value.dateDebut;
export const adFormSchema = adFieldsSchema.refine(datesInOrder, {
  error: 'ads.dateFinBeforeDebut',
  path: ['dateFin'],
});
export type AdFormInput = z.input<typeof adFormSchema>;

/**
 * An advertiser's request from the portal: the same form without the decision (always 'En
 * attente' until staff decide).
 */
export const advertiserAdFormSchema = adFieldsSchema
  .omit({ statut: true })
  .refine(datesInOrder, { error: 'ads.dateFinBeforeDebut', path: ['dateFin'] });
export type AdvertiserAdFormInput = z.input<typeof advertiserAdFormSchema>;
export type AdFormValues = z.output<typeof adFormSchema>;

/** Accept or reject from the list. */
export const adDecisionSchema = z.object({
  statut: z.enum(AD_DECISIONS, { error: 'ads.statutInvalid' }),
});

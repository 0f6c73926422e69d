import { z } from 'zod';
import {
  blankToNull,
  emailSchema,
  INT32_MAX,
  LIMITS,
  listQuerySchema,
  requiredText,
  STORED_LENGTH,
  tunisianPhoneSchema,
} from './common';

/**
 * Length of each varchar column of the `clients` table (db/schema/accounts.ts reads it); sign-up
 * and the staff edit take their limits from here.
 */
export const clientColumnLength = {
  companyName: LIMITS.shortText,
  fullName: LIMITS.shortText,
  job: LIMITS.shortText,
  governorate: STORED_LENGTH.governorate,
  city: LIMITS.shortText,
  email: LIMITS.email,
  phone: STORED_LENGTH.phone,
  phone2: STORED_LENGTH.phone,
} as const;

/** Lifecycle of a client account: active, archived by staff, or in the trash. */
export const CLIENT_STATUSES = ['active', 'archived', 'deleted'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Page sizes of the back-office client lists. */
export const USERS_PAGE_SIZE = 5;
export const TRASH_PAGE_SIZE = 10;
export const ARCHIVE_PAGE_SIZE = 10;

/** A client as staff see it in the users, archive and trash lists. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  companyName: z.string(),
  job: z.string(),
  governorate: z.string(),
  city: z.string(),
  /** Every account in these lists is a business client (staff accounts live elsewhere). */
  role: z.literal('client'),
  status: z.enum(CLIENT_STATUSES),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = listQuerySchema.extend({
  status: z.enum(CLIENT_STATUSES).default('active'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An empty second phone clears it. */
const optionalPhone = blankToNull(tunisianPhoneSchema);

/**
 * The 'Modifier l'utilisateur' form: Nom complet, Email, Téléphone, Société, Poste. Unknown keys of
 * the posted user object (id, role…) are ignored.
 */
export const updateUserSchema = z.object({
  fullName: requiredText(clientColumnLength.fullName),
  email: emailSchema,
  phone: tunisianPhoneSchema,
  phone2: optionalPhone,
  companyName: requiredText(clientColumnLength.companyName),
  job: requiredText(clientColumnLength.job),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** Bulk actions on the checked rows. */
export const bulkIdsSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(INT32_MAX), { error: 'validation.invalid' })
    .min(1, { error: 'users.noneSelected' })
    .max(500, { error: 'validation.tooLong' }),
});
export type BulkIdsInput = z.infer<typeof bulkIdsSchema>;

export const bulkResultSchema = z.object({ count: z.number().int() });

import { z } from 'zod';
import data from './seed-phrasings.json';

/**
 * Alternate phrasings of the seeded FAQ questions (seed-phrasings.json: data, not code), keyed by
 * the seeded question. Checked by this schema at load and in chat-lexicons.test.ts.
 */
export const seedPhrasingsSchema = z.object({
  $comment: z.string(),
  phrasings: z.record(z.string().min(1), z.array(z.string().trim().min(1)).min(1)),
});

export const SEED_PHRASINGS: Readonly<Record<string, readonly string[]>> =
  seedPhrasingsSchema.parse(data).phrasings;

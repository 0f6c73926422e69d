import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answers: jsonb('answers').$type<string[]>().notNull(),
  language: varchar('language', { length: 2 }).notNull().default('fr'),
  /** Other ways visitors ask the question, matched like it (staff edit them). */
  phrasings: jsonb('phrasings').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    response: text('response').notNull(),
    image: varchar('image', { length: 200 }),
    language: varchar('language', { length: 2 }).notNull(),
    /**
     * Set when the assistant could not answer: the message's meaningful words, folded, stemmed and
     * sorted, so the same question asked in other words or spellings groups with it.
     */
    unansweredKey: varchar('unanswered_key', { length: 500 }),
    /** When staff turned the unanswered question into a FAQ entry or a phrasing of one. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedFaqId: integer('resolved_faq_id').references(() => faqEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_unanswered_idx').on(table.unansweredKey, table.resolvedAt)],
);

/**
 * How many unanswered-question groups each UTC day opened (modules/chat/unanswered-caps.ts): the
 * daily cap on new groups reads and bumps it in one statement.
 */
export const chatUnansweredDays = pgTable('chat_unanswered_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  groups: integer('groups').notNull().default(0),
});

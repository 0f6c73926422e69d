import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';

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

/**
 * A visitor who asked the assistant for a person ("Parler à un conseiller"): how to reach them,
 * the conversation so far, and when staff answered. The visitor follows it by its secret token.
 */
export const chatContactRequests = pgTable(
  'chat_contact_requests',
  {
    id: serial('id').primaryKey(),
    /** Secret handed to the visitor's browser: it reads the request's status, nothing else. */
    token: varchar('token', { length: 64 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    note: text('note'),
    language: varchar('language', { length: 2 }).notNull(),
    transcript: jsonb('transcript')
      .$type<{ from: 'visitor' | 'assistant'; text: string }[]>()
      .notNull()
      .default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_contact_requests_token_idx').on(table.token),
    index('chat_contact_requests_open_idx').on(table.answeredAt, table.createdAt),
  ],
);

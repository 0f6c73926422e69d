import { jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answers: jsonb('answers').$type<string[]>().notNull(),
  language: varchar('language', { length: 2 }).notNull().default('fr'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable('chat_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  response: text('response').notNull(),
  image: varchar('image', { length: 200 }),
  language: varchar('language', { length: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

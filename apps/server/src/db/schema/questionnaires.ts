import { QUESTIONNAIRE_TYPES, questionnaireColumnLength } from '@app/contracts/questionnaires';
import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { instant } from './columns';

/** Questionnaires staff address to a client; status is computed from the answers. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: questionnaireColumnLength.title }).notNull(),
    type: varchar('type', { length: 8, enum: QUESTIONNAIRE_TYPES }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('questionnaires_client_idx').on(table.clientId)],
);

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Choices for QCM questions; Yes/No questions have none. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
  },
  (table) => [index('questionnaire_questions_q_idx').on(table.questionnaireId)],
);

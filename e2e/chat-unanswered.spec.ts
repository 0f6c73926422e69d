import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { ask, openChat } from './chat-widget';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { oneWidthPerLanguage, shot } from './support';

/**
 * The loop that teaches the assistant: a visitor's question it cannot answer shows up for staff,
 * grouped with its other spellings; one action makes it a FAQ entry (or a phrasing of one) and
 * the next visitor asking it gets the answer.
 */

/** The last answer of the assistant in the conversation log. */
const lastAnswer = (chat: Locator) =>
  chat.getByRole('log').locator('li:not([aria-hidden="true"])').last();

/** A made-up word no FAQ entry knows, unique to the test and its project. */
/**
 * A made-up word of random letters, different in every test: the engine matches close spellings,
 * so two tests' words must not share a long common part (one test's new FAQ entry would answer
 * the other's question).
 */
const madeUp = () =>
  `Zorb${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test.describe.configure({ timeout: 120_000 });

test.describe('chatbot unanswered questions', () => {
  test(
    'staff turn an unanswered question into a new entry; the next visitor gets the answer (fr)',
    oneWidthPerLanguage('fr'),
    async ({ page, request }, testInfo) => {
      const word = madeUp();
      const chat = await openChat(page, 'fr');
      // Asked three times in different spellings: one group, counted three times.
      for (const question of [
        `Vous livrez à ${word} ?`,
        `vous livrez a ${word.toLowerCase()}`,
        `Livrez-vous à ${word} ??`,
      ]) {
        await ask(chat, 'fr', question);
        await expect(lastAnswer(chat)).toContainText('Je ne sais pas répondre à cette question.');
      }

      await signInAsAdmin(page, request);
      await page.goto('/chatbot');
      await setLanguage(page, 'fr');
      const list = page.getByRole('list', { name: 'Questions sans réponse' });
      const group = list.getByRole('listitem').filter({ hasText: `Livrez-vous à ${word} ??` });
      await expect(group).toHaveCount(1);
      await expect(group.first()).toContainText('Posée 3 fois');
      await expect(group.first()).toContainText(`« vous livrez a ${word.toLowerCase()} »`);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-unanswered-fr-${testInfo.project.name}`);

      await group.first().getByRole('button', { name: 'Créer une entrée' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer une entrée de FAQ' });
      await expect(dialog.getByRole('textbox', { name: /^Question/ })).toHaveValue(
        `Livrez-vous à ${word} ??`,
      );
      await dialog.getByRole('textbox', { name: /^Question/ }).fill(`Livrez-vous à ${word} ?`);
      await dialog
        .getByRole('textbox', { name: /^Réponses/ })
        .fill(`Oui, nous livrons à ${word} sous 48 heures.`);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-unanswered-create-fr-${testInfo.project.name}`);
      await dialog.getByRole('button', { name: 'Créer l’entrée' }).click();
      const created = page.getByText(/Entrée \d+ créée à partir de la question\./);
      await expect(created).toBeVisible();
      const entryId = (await created.textContent())?.match(/\d+/)?.[0];
      await expect(group).toHaveCount(0);

      const next = await openChat(page, 'fr');
      await ask(next, 'fr', `Vous livrez à ${word} ?`);
      await expect(lastAnswer(next)).toContainText(`Oui, nous livrons à ${word} sous 48 heures.`);
      // The entry goes again: the other project's run of this test asks the same sentence with
      // another word, which this entry would otherwise offer as a close suggestion.
      const removed = await request.delete(`/api/faq/delete/${entryId}`, {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
      });
      expect(removed.status()).toBe(204);
    },
  );

  test(
    'staff add an unanswered question as a phrasing of an existing entry (en)',
    oneWidthPerLanguage('en'),
    async ({ page, request }, testInfo) => {
      const word = madeUp();
      // Only the made-up word is meaningful: the other project's run adds its own phrasing meanwhile.
      const question = `Do you offer ${word}?`;
      const chat = await openChat(page, 'en');
      await ask(chat, 'en', question);
      await expect(lastAnswer(chat)).toContainText('I don’t know the answer to that question.');

      await signInAsAdmin(page, request);
      await page.goto('/adminn?section=chatbot');
      await setLanguage(page, 'en');
      const list = page.getByRole('list', { name: 'Unanswered questions' });
      const group = list.getByRole('listitem').filter({ hasText: question });
      await expect(group).toHaveCount(1);
      await expect(group.first()).toContainText('Asked once');

      const entry = group.first().getByRole('combobox', { name: `FAQ entry for “${question}”` });
      const option = entry.locator('option', { hasText: 'How can I earn money with Nano Boxes?' });
      await entry.selectOption((await option.getAttribute('value')) ?? '');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-unanswered-en-${testInfo.project.name}`);
      const entryId = await option.getAttribute('value');
      await group.first().getByRole('button', { name: 'Add as a phrasing' }).click();
      await expect(page.getByText(`Phrasing added to entry ${entryId}.`)).toBeVisible();
      await expect(group).toHaveCount(0);

      // The phrasing shows on the entry, editable by staff.
      await page.getByRole('searchbox', { name: /Chatbot FAQ/ }).fill('earn money with Nano Boxes');
      await expect(
        page.getByRole('textbox', { name: `Other phrasings of entry ${entryId}` }),
      ).toHaveValue(new RegExp(question.replace(/[?]/g, '\\?')));

      const next = await openChat(page, 'en');
      await ask(next, 'en', question);
      await expect(lastAnswer(next)).toContainText('We offer commission partnerships');
    },
  );
});

import type { Locator } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { ask, openChat } from './chat-widget';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { oneWidthPerLanguage, shot } from './support';

/**
 * Issue 34: when unsure the assistant offers the closest FAQ questions, answered in one tap; a
 * problem report gets the urgent path; "Parler à un conseiller" sends the conversation to staff,
 * who mark it answered, and the visitor's panel shows when.
 */

const log = (chat: Locator) => chat.getByRole('log');
/** A visitor name no other test or project uses. */
const uniqueName = () =>
  `Visiteur ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe.configure({ timeout: 120_000 });

test.describe('chatbot suggestions and hand-off', () => {
  test(
    'suggestions answer in one tap; a report gets the urgent path; a person answers (fr)',
    oneWidthPerLanguage('fr'),
    async ({ page, request }, testInfo) => {
      const name = uniqueName();
      let chat = await openChat(page, 'fr');
      await ask(chat, 'fr', 'louer ça revient à combien chaque mois ?');
      const choices = log(chat).getByRole('list', { name: 'Vouliez-vous dire… ?' });
      await expect(choices.getByRole('button')).not.toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-suggest-fr-${testInfo.project.name}`, { fullPage: false });
      await choices
        .getByRole('button', { name: 'Combien coûte une station de recharge ?' })
        .click();
      await expect(log(chat)).toContainText('Le prix dépend du modèle');

      await ask(chat, 'fr', 'mon téléphone est coincé dans le casier de la borne !');
      await expect(log(chat)).toContainText('scannez le QR code collé sur la station');
      await expect(
        log(chat).getByRole('link', { name: 'Ouvrir le formulaire de réclamation' }).last(),
      ).toHaveAttribute('href', '/reclamation-qr');

      await log(chat).getByRole('button', { name: 'Parler à un conseiller' }).last().click();
      const form = chat.getByRole('region', { name: 'Parler à un conseiller' });
      await expect(form.getByRole('textbox', { name: /Nom/ })).toBeFocused();
      await form.getByRole('textbox', { name: /Nom/ }).fill(name);
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(
        form.getByText('Indiquez un téléphone ou une adresse e-mail pour être recontacté.'),
      ).toBeVisible();
      await form.getByRole('textbox', { name: /Téléphone/ }).fill('+216 20 123 456');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-handoff-form-fr-${testInfo.project.name}`, { fullPage: false });
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(log(chat)).toContainText(
        'Votre demande et cette conversation ont été transmises',
      );
      await expect(chat.getByRole('status').first()).toContainText('en attente de réponse');

      // Staff find it with the conversation, and mark it answered.
      await signInAsAdmin(page, request);
      await page.goto('/chatbot');
      await setLanguage(page, 'fr');
      const requests = page.getByRole('list', { name: 'Demandes de contact (assistant)' });
      const item = requests.getByRole('listitem').filter({ hasText: name });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('+216 20 123 456');
      await item.getByText(/Conversation \(\d+ messages\)/).click();
      await expect(item).toContainText('mon téléphone est coincé dans le casier de la borne !');
      await expect(item).toContainText('Combien coûte une station de recharge ?');
      await expectNoSeriousA11yViolations(page);
      await item.scrollIntoViewIfNeeded();
      await shot(page, `chat-contact-requests-fr-${testInfo.project.name}`, { fullPage: false });
      await item.getByRole('button', { name: 'Marquer comme répondue' }).click();
      await expect(page.getByText(`Demande de ${name} marquée comme répondue.`)).toBeVisible();
      await expect(item).toHaveCount(0);

      // The visitor sees when it was answered.
      chat = await openChat(page, 'fr');
      await expect(chat.getByRole('status').first()).toContainText(
        /un conseiller y a répondu le \d{2}\/\d{2}\/\d{4}/,
      );
    },
  );

  test(
    'English page: derja answered in English, "Did you mean…?", a person one tap away',
    oneWidthPerLanguage('en'),
    async ({ page }, testInfo) => {
      const chat = await openChat(page, 'en');
      await ask(chat, 'en', 'garantie 9adeh ?');
      await expect(log(chat)).toContainText('All our stations come with a 1-year warranty.');
      await ask(chat, 'en', 'what does renting one cost per month');
      const choices = log(chat).getByRole('list', { name: 'Did you mean…?' });
      await expect(
        choices.getByRole('button', { name: 'How much does a charging station cost?' }),
      ).toBeVisible();
      await ask(chat, 'en', 'what time is it?');
      await expect(log(chat)).toContainText('I cannot help with that');
      await log(chat).getByRole('button', { name: 'Talk to a person' }).last().click();
      await expect(chat.getByRole('region', { name: 'Talk to a person' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `chat-handoff-en-${testInfo.project.name}`, { fullPage: false });
    },
  );
});

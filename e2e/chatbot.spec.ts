import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { ask, openChat } from './chat-widget';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { expectDialogOpen, shot } from './support';

const PHOTO = readFileSync(new URL('./fixtures/admin-face.jpg', import.meta.url));

const log = (chat: Locator) => chat.getByRole('log');

// Whole conversations and back-office round trips: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('chatbot widget', () => {
  test('answers a French question from the FAQ in French, keeps the turns, clears on close', async ({
    page,
  }, testInfo) => {
    const chat = await openChat(page, 'fr');
    // The FAQ's own questions are offered as quick replies.
    await expect(chat.getByRole('button', { name: 'Qu’est-ce que la Nano Box ?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `chat-fr-open-${testInfo.project.name}`, { fullPage: false });

    // Typos and no accents: still the warranty entry.
    await ask(chat, 'fr', 'quelle est la garantie de vos bornes svp');
    await expect(log(chat)).toContainText('Toutes nos stations sont garanties 1 an.');
    await ask(chat, 'fr', 'Votre service client est dispo 24h/24 ?');
    await expect(log(chat)).toContainText('24h/24');
    // Both turns stay visible.
    await expect(log(chat)).toContainText('Toutes nos stations sont garanties 1 an.');
    await expect(chat.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `chat-fr-answers-${testInfo.project.name}`, { fullPage: false });

    // Escape closes; reopening starts a fresh conversation.
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir l’assistant' }).click();
    await expect(log(chat)).not.toContainText('garanties 1 an');
  });

  test('answers an English question in English, and says when it does not know', async ({
    page,
  }, testInfo) => {
    const chat = await openChat(page, 'en');
    await ask(chat, 'en', 'what warrenty do you give on the stations?');
    await expect(log(chat)).toContainText('All our stations come with a 1-year warranty.');
    await ask(chat, 'en', 'What is the weather like in Paris tomorrow?');
    // Out of the company's domain: refused, with a person one tap away (issue 34).
    await expect(log(chat)).toContainText('I cannot help with that');
    await expect(log(chat).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `chat-en-answers-${testInfo.project.name}`, { fullPage: false });
  });

  test('a price question offers the quote form, a demo question the demo form', async ({
    page,
  }) => {
    let chat = await openChat(page, 'fr');
    await ask(chat, 'fr', 'Combien coûte une station de recharge ?');
    await chat.getByRole('log').getByRole('button', { name: 'Demander un devis' }).click();
    await expect(chat).toBeHidden();
    await expectDialogOpen(page.getByRole('dialog', { name: 'Demander un devis' }));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ouvrir l’assistant' }).click();
    chat = page.getByRole('dialog', { name: 'Assistant virtuel' });
    await ask(chat, 'fr', 'Je voudrais réserver une démo');
    await chat.getByRole('log').getByRole('button', { name: 'Réserver une démo' }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Réserver une démo' })).toBeVisible();
  });

  test('accepts an image with the message and refuses a file that is not an image', async ({
    page,
  }) => {
    const chat = await openChat(page, 'fr');
    const fileInput = chat.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await expect(chat.getByRole('alert')).toHaveText(
      'Seules les images sont acceptées (JPEG, PNG ou WebP).',
    );

    await fileInput.setInputFiles({ name: 'borne.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await expect(chat.getByText('Image jointe : borne.jpg')).toBeVisible();
    await ask(chat, 'fr', 'La borne de la photo est-elle sécurisée ?');
    await expect(log(chat)).toContainText('Image : borne.jpg');
    await expect(log(chat)).toContainText('protégées contre les surtensions');
    // A photo without a station QR code points to the QR complaint form (issue 15).
    await expect(log(chat)).toContainText('scannez le QR code collé dessus');
    await expect(
      log(chat).getByRole('link', { name: 'Ouvrir le formulaire de réclamation' }),
    ).toHaveAttribute('href', '/reclamation-qr');
    await expect(chat.getByText('Image jointe : borne.jpg')).toBeHidden();

    // A PDF renamed .jpg passes the browser's check; the server refuses it with the fixed text.
    await fileInput.setInputFiles({
      name: 'faux.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await ask(chat, 'fr', 'Et celle-ci ?');
    await expect(chat.getByRole('alert')).toContainText("Erreur lors de l'envoi.");
    // The question stays in the box so the visitor can retry.
    await expect(chat.getByRole('textbox', { name: 'Votre message' })).toHaveValue('Et celle-ci ?');
  });

  test('is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await setLanguage(page, 'fr');
    const open = page.getByRole('button', { name: 'Ouvrir l’assistant' });
    await open.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Assistant virtuel' });
    await expect(chat).toBeVisible();
    const input = chat.getByRole('textbox', { name: 'Votre message' });
    await input.focus();
    await page.keyboard.type('Quelle est la garantie ?');
    await page.keyboard.press('Enter');
    await expect(log(chat)).toContainText('garanties 1 an');
    // Focus stays inside the panel: tabbing around never leaves it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await chat.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('chatbot FAQ screen', () => {
  test('staff adds an entry and edits it, and the chatbot answers with the new text', async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${testInfo.project.name}${Date.now() % 100_000}`;
    const question = `Livrez-vous la borne Zorglub ${tag} à Djerba ?`;
    await signInAsAdmin(page, request);
    await page.goto('/chatbot');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ du chatbot' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Question de l’entrée 1', exact: true }),
    ).toBeVisible();

    // Add.
    const add = page.locator('form').filter({ has: page.getByRole('button', { name: 'Ajouter' }) });
    await add.getByRole('button', { name: 'Ajouter' }).click();
    await expect(add.getByText('La question est requise.')).toBeVisible();
    await add.getByRole('textbox', { name: /Question/ }).fill(question);
    await add
      .getByRole('textbox', { name: /Réponses/ })
      .fill(`Oui, la Zorglub ${tag} est livrée à Djerba. | Comptez trois jours ouvrés.`);
    await add.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Entrée ajoutée à la FAQ.')).toBeVisible();

    // Found with the search box, shown with its answers joined by ' | '.
    const search = page
      .getByRole('searchbox', { name: /Rechercher/ })
      .filter({ visible: true })
      .first();
    await search.fill(`Zorglub ${tag}`);
    const answers = page.getByRole('textbox', { name: /^Réponses de l’entrée/ });
    await expect(answers).toHaveCount(1);
    await expect(answers).toHaveValue(
      `Oui, la Zorglub ${tag} est livrée à Djerba. | Comptez trois jours ouvrés.`,
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, `faq-admin-fr-${testInfo.project.name}`);

    // The chatbot answers from it at once.
    let chat = await openChat(page, 'fr');
    await ask(chat, 'fr', `Est-ce que vous livrez la Zorglub ${tag} à Djerba ?`);
    await expect(log(chat)).toContainText(`Oui, la Zorglub ${tag} est livrée à Djerba.`);
    await expect(log(chat)).toContainText('Comptez trois jours ouvrés.');

    // Edit the answers: the next answer uses the new text.
    await page.goto('/chatbot');
    await search.fill(`Zorglub ${tag}`);
    await expect(answers).toHaveCount(1);
    await answers.fill(`Non, la Zorglub ${tag} se retire à Sfax.|  Sur rendez-vous.  `);
    await page.getByRole('button', { name: /^Modifier l’entrée/ }).click();
    await expect(page.getByText(/modifiée\./)).toBeVisible();
    await expect(answers).toHaveValue(
      `Non, la Zorglub ${tag} se retire à Sfax. | Sur rendez-vous.`,
    );

    chat = await openChat(page, 'fr');
    await ask(chat, 'fr', `Est-ce que vous livrez la Zorglub ${tag} à Djerba ?`);
    await expect(log(chat)).toContainText(`Non, la Zorglub ${tag} se retire à Sfax.`);
    await expect(log(chat)).not.toContainText('Comptez trois jours ouvrés.');

    // The exchange shows in the history; delete the entry after confirming.
    await page.goto('/chatbot');
    const history = page.getByRole('region', { name: 'Conversations' });
    await expect(history).toContainText(`Zorglub ${tag}`);
    await search.fill(`Zorglub ${tag}`);
    await expect(answers).toHaveCount(1);
    await page.getByRole('button', { name: /^Supprimer l’entrée/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Voulez-vous vraiment supprimer cette entrée de la FAQ');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(answers).toHaveCount(1);
    await page.getByRole('button', { name: /^Supprimer l’entrée/ }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Aucune entrée ne correspond.')).toBeVisible();
  });

  test('staff adds an English entry in the back-office section and the chatbot answers it (en)', async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${testInfo.project.name}${Date.now() % 100_000}`;
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=chatbot');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Chatbot FAQ' })).toBeVisible();

    const add = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add', exact: true }) });
    await add
      .getByRole('textbox', { name: /Question/ })
      .fill(`Do you ship the Quibble ${tag} to Tozeur?`);
    await add
      .getByRole('textbox', { name: /Answers/ })
      .fill(`Yes, the Quibble ${tag} ships to Tozeur within two days.`);
    await add.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Entry added to the FAQ.')).toBeVisible();

    // The shell's search box filters the section's FAQ table.
    await page.getByRole('searchbox', { name: /Chatbot FAQ/ }).fill(`Quibble ${tag}`);
    await expect(page.getByRole('textbox', { name: /^Question of entry/ })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^Question of entry/ })).toHaveValue(
      `Do you ship the Quibble ${tag} to Tozeur?`,
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, `faq-section-en-${testInfo.project.name}`);

    const chat = await openChat(page, 'en');
    await ask(chat, 'en', `can you ship a quibble ${tag} to tozeur`);
    await expect(log(chat)).toContainText(
      `Yes, the Quibble ${tag} ships to Tozeur within two days.`,
    );
  });

  test('history rows are truncated to 80 characters until clicked (en)', async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${testInfo.project.name}${Date.now() % 100_000}`;
    const long = `Bonjour ${tag}, ${'je voudrais savoir beaucoup de choses sur vos bornes de recharge, '.repeat(2)}merci`;
    const chat = await openChat(page, 'fr');
    await ask(chat, 'fr', long);
    // The turns of the conversation, not the "Vouliez-vous dire… ?" buttons a vague message gets.
    await expect(log(chat).locator('ol > li')).toHaveCount(4);

    await signInAsAdmin(page, request);
    await page.goto('/chatbot');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Chatbot FAQ' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Conversations' });
    await page.getByRole('searchbox', { name: 'Search the history' }).fill(tag);
    const row = history.getByRole('button', { name: new RegExp(tag) });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await expect(row).toContainText(`${long.slice(0, 80).trimEnd()}…`);
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toContainText(long);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `faq-admin-en-${testInfo.project.name}`);
  });
});

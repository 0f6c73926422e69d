import type { Locator, Page } from '@playwright/test';
import { expect, setLanguage } from './fixtures';

/** Opens the landing's chat widget in `lang` and answers its dialog. */
export async function openChat(page: Page, lang: 'fr' | 'en'): Promise<Locator> {
  await page.goto('/');
  await setLanguage(page, lang);
  await page
    .getByRole('button', { name: lang === 'fr' ? 'Ouvrir l’assistant' : 'Open the assistant' })
    .click();
  const chat = page.getByRole('dialog', {
    name: lang === 'fr' ? 'Assistant virtuel' : 'Virtual assistant',
  });
  await expect(chat).toBeVisible();
  return chat;
}

/** Types a question in the widget and sends it. */
export async function ask(chat: Locator, lang: 'fr' | 'en', question: string): Promise<void> {
  await chat
    .getByRole('textbox', { name: lang === 'fr' ? 'Votre message' : 'Your message' })
    .fill(question);
  await chat.getByRole('button', { name: lang === 'fr' ? 'Envoyer' : 'Send' }).click();
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The XSRF header an anonymous write needs: the cookie the server set, echoed back. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/ready');
  const { cookies } = await request.storageState();
  return { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** Fails the test on any uncaught script error or 5xx answer while it runs. */
export function watchForErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(problems).toEqual([]);
}

type Messages = Record<string, unknown>;
const localeCache = new Map<string, Messages>();

/** A text from the app's translation files ({{vars}} filled), so tests check what users read. */
export function appText(
  lang: 'fr' | 'en',
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const file = `${lang}/${ns}`;
  let messages = localeCache.get(file);
  if (!messages) {
    const url = new URL(`../apps/web/src/locales/${file}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(url, 'utf8')) as Messages;
    localeCache.set(file, messages);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`missing translation ${file}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Saves a screenshot as E2E_SHOTS_DIR/<name>.png when that variable is set (to look at the UI). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

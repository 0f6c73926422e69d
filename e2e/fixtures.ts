import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Runs axe on the page (or a part of it) and fails on any serious or critical violation.
 * `exclude` leaves out a part checked on its own (e.g. a framed page, which axe would otherwise
 * enter and analyse whole).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string,
  exclude?: string,
) {
  // Let entrance animations (a toast fading in) end first: mid-fade text has no real contrast.
  // Endless ones (spinners, the partners carousel) are left running. An animation the browser does
  // not advance (paused, or in a below-the-fold section it skips rendering) would never finish:
  // only running ones are awaited, and never more than 3 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Switches the UI language through the visible switch and waits for <html lang>. */
export async function setLanguage(page: Page, lang: 'fr' | 'en') {
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * A visitor address of its own for each test (and retry). The server runs with TRUST_PROXY, so its
 * per-address rate limits (sign-up, sign-in, public forms) count each test separately, as they
 * would count separate visitors, instead of the whole suite exhausting one address's budget.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo) });
  },
});
export { expect };

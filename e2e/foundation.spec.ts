import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('foundation', () => {
  test('the API answers health and readiness through the built server', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await request.get('/api/ready');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('an unknown API route answers a localized JSON error', async ({ request }) => {
    const fr = await request.get('/api/does-not-exist');
    expect(fr.status()).toBe(404);
    expect((await fr.json()).message).toBe('Cette adresse n’existe pas.');
    const en = await request.get('/api/does-not-exist', { headers: { 'accept-language': 'en' } });
    expect((await en.json()).message).toBe('This address does not exist.');
  });

  test('the landing route renders in French by default, and in English when chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('an unknown page shows a helpful 404 in FR and EN', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the app works under the strict Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('h1').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('client and admin areas are guarded', async ({ page }) => {
    await page.goto('/compte-client');
    await expect(page).toHaveURL(/\/authentification$/);
    await page.goto('/adminn');
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

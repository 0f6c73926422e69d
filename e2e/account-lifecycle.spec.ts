import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './admin-session';
import { referencePhoto } from './fake-camera';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { appText, shot, watchForErrors, xsrfHeaders } from './support';

/**
 * Account lifecycle (issue 28 §6): "Mot de passe oublié ?" → mailed link → new password → sign in;
 * the client edits the profile, changes the password and the e-mail (confirmed by a mailed link);
 * staff do the same from /admin-login and their profile. Long journeys in French, the staff one in
 * English; desktop and 375 px; axe on every screen. Mails are read from the server's outbox.
 */

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** A field by the start of its label (required fields' labels end with "(requis)"). */
const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

/** A card of the page, by its heading. */
const card = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** The page's own status message holding `text` (the toast region is a status too). */
const statusText = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveText(text);

/** The link of the newest mail to `to` whose link leads to `page` (quoted-printable decoded). */
async function mailedLink(to: string, page: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox()).catch(() => [] as string[]);
        for (const file of files.sort().reverse()) {
          const mail = (await readFile(path.join(outbox(), file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            );
          if (!mail.includes(`To: ${to}`)) continue;
          const link = mail.match(new RegExp(`https?://\\S+${page}\\?lang=\\w+#token=[\\w-]+`));
          if (link) {
            found = link[0];
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a ${page} link`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

async function signUpClient(request: APIRequestContext) {
  const email = `${unique('compte')}@example.tn`;
  const password = 'secret123';
  const response = await request.post('/api/signup', {
    headers: await xsrfHeaders(request),
    data: {
      companyName: 'Café Sousse',
      fullName: 'Mehdi Jaziri',
      job: 'Gérant',
      governorate: 'Sousse',
      city: 'Sousse',
      email,
      phone: '22123456',
      password,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

const fr = (key: string, vars: Record<string, string> = {}) => appText('fr', 'common', key, vars);
const en = (key: string, vars: Record<string, string> = {}) => appText('en', 'common', key, vars);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/authentification');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(startsWith('Mot de passe')).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).last().click();
  await expect(page).toHaveURL(/\/compte-client/);
}

test('a client resets a forgotten password, edits the profile, the password and the e-mail', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const noErrors = watchForErrors(page);
  const client = await signUpClient(request);
  const tag = testInfo.project.name;

  // Forgotten password, from the sign-in screen.
  await page.goto('/authentification');
  await page.getByRole('link', { name: fr('account.forgotLink') }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('account.forgot.title'));
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: fr('account.forgot.submit') }).click();
  await statusText(page, fr('account.forgot.sent', { email: client.email }));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-forgot-${tag}`);

  await page.goto(await mailedLink(client.email, '/reinitialiser-mot-de-passe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('account.reset.title'));
  await page.getByLabel(startsWith(fr('account.newPassword'))).fill('nouveau-secret');
  await page.getByLabel(startsWith(fr('account.confirmPassword'))).fill('autre-chose');
  await page.getByLabel(startsWith(fr('account.confirmPassword'))).blur();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-reset-${tag}`);
  await page.getByLabel(startsWith(fr('account.confirmPassword'))).fill('nouveau-secret');
  await page.getByRole('button', { name: fr('account.reset.submit') }).click();
  await statusText(page, fr('account.reset.done'));
  // The spent token is gone from the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('link', { name: fr('account.backToSignIn') }).click();
  await signIn(page, client.email, 'nouveau-secret');

  // Profile edit.
  const info = card(page, 'Informations du profil');
  await info.getByRole('button', { name: 'Modifier' }).click();
  await info.getByLabel(startsWith('Ville')).fill('Hammam Sousse');
  await info.getByLabel(startsWith('Mobile')).fill('123');
  await info.getByLabel(startsWith('Mobile')).blur();
  await expect(
    info.getByText('Veuillez saisir un numéro de téléphone valide (8 chiffres).'),
  ).toBeVisible();
  await info.getByLabel(startsWith('Mobile')).fill('98765432');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(info.getByText('Hammam Sousse, Sousse')).toBeVisible();
  await expect(info.getByText('98765432')).toBeVisible();

  // Password change: the current one is checked.
  const passwordCard = card(page, fr('account.change.title'));
  await passwordCard.getByLabel(startsWith(fr('account.currentPassword'))).fill('pas-le-bon');
  await passwordCard.getByLabel(startsWith(fr('account.newPassword'))).fill('troisieme-secret');
  await passwordCard.getByLabel(startsWith(fr('account.confirmPassword'))).fill('troisieme-secret');
  await passwordCard.getByRole('button', { name: fr('account.change.submit') }).click();
  await expect(passwordCard.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await passwordCard.getByLabel(startsWith(fr('account.currentPassword'))).fill('nouveau-secret');
  await passwordCard.getByRole('button', { name: fr('account.change.submit') }).click();
  await expect(page.getByText(fr('account.change.done'))).toBeVisible();

  // E-mail change, confirmed by the link mailed to the new address.
  const newEmail = `${unique('nouvelle')}@example.tn`;
  const emailCard = card(page, 'Adresse email');
  await emailCard.getByLabel(startsWith('Nouvelle adresse email')).fill(newEmail);
  await emailCard.getByLabel(startsWith('Mot de passe actuel')).fill('troisieme-secret');
  await emailCard.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(emailCard.getByRole('status')).toContainText(newEmail);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-profile-${tag}`);

  await page.goto(await mailedLink(newEmail, '/confirmer-email'));
  await statusText(page, fr('account.confirmEmail.done', { email: newEmail }));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-confirm-email-${tag}`);
  await page.getByRole('link', { name: fr('account.confirmEmail.toPortal') }).click();
  await expect(page.getByRole('region', { name: 'Votre profil' })).toContainText(newEmail);
  noErrors();
});

test('an expired or spent reset link says so and offers a new one (EN)', async ({ page }) => {
  await page.goto('/mot-de-passe-oublie');
  await setLanguage(page, 'en');
  await page.goto('/reinitialiser-mot-de-passe#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByLabel(startsWith(en('account.newPassword'))).fill('nouveau-secret');
  await page.getByLabel(startsWith(en('account.confirmPassword'))).fill('nouveau-secret');
  await page.getByRole('button', { name: en('account.reset.submit') }).click();
  const invalid =
    'This link is no longer valid (expired, already used or incomplete). Ask for a new one.';
  await expect(page.getByRole('alert').filter({ hasText: invalid })).toHaveText(invalid);
  await page.getByRole('link', { name: en('account.reset.askAgain') }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie/);
  await expectNoSeriousA11yViolations(page);
});

test('staff reset a forgotten password from /admin-login and change it in the profile (EN)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const noErrors = watchForErrors(page);
  const email = `${unique('staff')}@example.tn`;
  const created = await request.post('/api/register', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      nom: 'Gharbi',
      prenom: 'Yosra',
      email,
      telephone: '71000111',
      poste: 'Technicienne',
      password: 'ancien-secret-staff',
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await referencePhoto() },
    },
  });
  expect(created.status()).toBe(201);
  const tag = testInfo.project.name;

  await page.goto('/admin-login');
  await setLanguage(page, 'en');
  await page.getByRole('link', { name: en('account.forgotLink') }).click();
  await expect(page).toHaveURL(/\/admin-mot-de-passe-oublie/);
  // The sign-in form stays on screen while the next page's code loads, with an Email field too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('account.forgot.title'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: en('account.forgot.submit') }).click();
  await statusText(page, en('account.forgot.sent', { email }));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-staff-forgot-${tag}`);

  await page.goto(await mailedLink(email, '/admin-reinitialiser-mot-de-passe'));
  await expect(page.getByText(en('account.reset.staffSubtitle'))).toBeVisible();
  await page.getByLabel(startsWith(en('account.newPassword'))).fill('nouveau-secret-staff');
  await page.getByLabel(startsWith(en('account.confirmPassword'))).fill('nouveau-secret-staff');
  await page.getByRole('button', { name: en('account.reset.submit') }).click();
  await statusText(page, en('account.reset.done'));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: en('account.backToSignIn') }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel(startsWith('Password')).fill('nouveau-secret-staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/adminn/);

  await page.goto('/admin/profile');
  const staffCard = card(page, en('account.change.title'));
  await staffCard
    .getByLabel(startsWith(en('account.currentPassword')))
    .fill('nouveau-secret-staff');
  await staffCard.getByLabel(startsWith(en('account.newPassword'))).fill('court');
  await staffCard.getByLabel(startsWith(en('account.confirmPassword'))).fill('court');
  await staffCard.getByLabel(startsWith(en('account.confirmPassword'))).blur();
  await expect(staffCard.getByText('Password is required (at least 8 characters).')).toBeVisible();
  await staffCard.getByLabel(startsWith(en('account.newPassword'))).fill('troisieme-secret-staff');
  await staffCard
    .getByLabel(startsWith(en('account.confirmPassword')))
    .fill('troisieme-secret-staff');
  await staffCard.getByRole('button', { name: en('account.change.submit') }).click();
  await expect(page.getByText(en('account.change.done'))).toBeVisible();
  // The new token replaced the old one: the profile still loads.
  await page.reload();
  await expect(staffCard.getByLabel(startsWith(en('account.currentPassword')))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `account-staff-profile-${tag}`);
  noErrors();
});

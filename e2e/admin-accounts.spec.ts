import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import {
  followInstruction,
  installFakeCamera,
  otherPersonPhoto,
  referencePhoto,
} from './fake-camera';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';

/**
 * Staff accounts (issue 5): register as a signed-in admin, login, profile edit, logout (the token is
 * refused afterwards), and the face check driven by a fake camera whose person turns their head as
 * the screen asks (e2e/fake-camera.ts). The desktop and mobile
 * projects' server runs with ADMIN_FACE_CHECK=off, so login opens the back-office and the face screen
 * works on demand; the 'face-required' project runs this file against a second server with the
 * production default, ADMIN_FACE_CHECK=required, where login goes through the face check.
 *
 * Every UI login counts against the per-address login limit (10/min) shared by all specs, so each
 * test signs in through the form at most twice and reuses the shared e2e admin where it can.
 */

// Long flows (several screens, real face checks) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'compte-e2e-solide';

interface Account {
  email: string;
  nom: string;
  prenom: string;
  token?: string;
}

/** Creates an admin through POST /api/register as the signed-in e2e admin. */
async function createAdmin(
  request: APIRequestContext,
  image: Buffer,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account = {
    nom: 'Gharbi',
    prenom: 'Leila',
    email: `leila-${unique()}@example.tn`,
    ...overrides,
  };
  const response = await request.post('/api/register', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      ...account,
      telephone: '98123456',
      poste: 'Technicienne',
      password: PASSWORD,
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** A form control by the start of its label (labels end with a screen-reader '(requis)'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));

/**
 * Clicks a submit button: a normal click, which waits like a user would while a toast covers the
 * button. It stays operable while the form is invalid (an invalid submit shows every message).
 */
async function submit(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
}

/** Fills and submits the admin login form. */
async function signInThroughForm(page: Page, email: string, password: string, lang = 'fr') {
  await field(page, 'Email').fill(email);
  await field(page, lang === 'fr' ? 'Mot de passe' : 'Password').fill(password);
  await submit(page, lang === 'fr' ? 'Se connecter' : 'Sign in');
}

/** Whether this project's server requires the face check at login (playwright.config.ts). */
const faceCheckRequired = (testInfo: TestInfo) =>
  testInfo.project.metadata.adminFaceCheck === 'required';

/** Where a successful form login lands: the back-office, or first the face check when required. */
const afterLogin = (testInfo: TestInfo) =>
  faceCheckRequired(testInfo) ? /\/AdminFaceVerification$/ : /\/adminn$/;

// The fake camera shows one of face-api's sample faces, which turns when the test says so.
const faceTest = test.extend({
  page: async ({ page }, use) => {
    await installFakeCamera(page);
    await use(page);
  },
});

test.describe('admin register', () => {
  test('a signed-in admin creates a colleague; every rule holds and a mismatch sends nothing', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const registerCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/register')) registerCalls.push(req.method());
    });
    await page.goto('/admin-register');
    await expect(
      page.getByRole('heading', { name: 'Créer un compte administrateur' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Submitting the empty form marks every field and sends nothing.
    await submit(page, 'Créer le compte');
    await expect(page.getByText('Le nom est requis.')).toBeVisible();
    await expect(page.getByText('Le prénom est requis.')).toBeVisible();
    await expect(page.getByText('Le poste est requis.')).toBeVisible();
    await expect(page.getByText('L’image de profil est requise.')).toBeVisible();
    await expect(page.getByText('Le téléphone doit contenir de 8 à 15 chiffres.')).toBeVisible();

    const email = `karim-${unique()}@example.tn`;
    await field(page, 'Nom').fill('Ben Salah');
    await field(page, 'Prénom').fill('Karim');
    await field(page, 'Téléphone').fill('1234567');
    await field(page, 'Email').fill(email);
    await field(page, 'Poste').fill('Superviseur');
    await field(page, 'Image de profil').setInputFiles({
      name: 'karim.jpg',
      mimeType: 'image/jpeg',
      buffer: await referencePhoto(),
    });
    await expect(page.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible();
    await field(page, 'Mot de passe').fill(PASSWORD);
    await field(page, 'Confirmation du mot de passe').fill(`${PASSWORD}-autre`);
    await submit(page, 'Créer le compte');
    await expect(page.getByText('Le téléphone doit contenir de 8 à 15 chiffres.')).toBeVisible();
    await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    // A 16-digit number is refused too; 15 digits is accepted.
    await field(page, 'Téléphone').fill('1234567890123456');
    await expect(field(page, 'Téléphone')).toHaveValue('123456789012345');
    await submit(page, 'Créer le compte');
    await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    expect(registerCalls).toEqual([]);

    await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
    await submit(page, 'Créer le compte');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Compte administrateur créé pour Karim Ben Salah.' }),
    ).toBeVisible();
    expect(registerCalls).toEqual(['POST']);

    // The same email again: the server's message is shown.
    await field(page, 'Nom').fill('Ben Salah');
    await field(page, 'Prénom').fill('Karim');
    await field(page, 'Téléphone').fill('71123456');
    await field(page, 'Email').fill(email.toUpperCase());
    await field(page, 'Poste').fill('Superviseur');
    await field(page, 'Image de profil').setInputFiles({
      name: 'karim.jpg',
      mimeType: 'image/jpeg',
      buffer: await referencePhoto(),
    });
    await field(page, 'Mot de passe').fill(PASSWORD);
    await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
    await submit(page, 'Créer le compte');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Un administrateur existe déjà avec cet email.' }),
    ).toBeVisible();
  });

  test('without a session the register screen shows why the server refuses, in FR and EN', async ({
    page,
    request,
  }) => {
    await adminToken(request); // an admin exists, so anonymous registration is closed
    await page.goto('/admin-register');
    const fill = async (lang: 'fr' | 'en') => {
      const label = (fr: string, en: string) => (lang === 'fr' ? fr : en);
      await field(page, label('Nom', 'Last name')).fill('Intrus');
      await field(page, label('Prénom', 'First name')).fill('Anonyme');
      await field(page, label('Téléphone', 'Phone')).fill('71123456');
      await field(page, 'Email').fill(`intrus-${unique()}@example.tn`);
      await field(page, label('Poste', 'Position')).fill('Aucun');
      await field(page, label('Image de profil', 'Profile image')).setInputFiles({
        name: 'x.jpg',
        mimeType: 'image/jpeg',
        buffer: await otherPersonPhoto(),
      });
      await field(page, label('Mot de passe', 'Password')).fill(PASSWORD);
      await field(page, label('Confirmation du mot de passe', 'Confirm password')).fill(PASSWORD);
      await submit(page, label('Créer le compte', 'Create the account'));
    };
    await fill('fr');
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Seul un administrateur connecté peut créer un compte administrateur.',
      }),
    ).toBeVisible();
    await setLanguage(page, 'en');
    await expect(
      page.getByRole('heading', { name: 'Create an administrator account' }),
    ).toBeVisible();
    await field(page, 'Password').fill('x');
    await field(page, 'Confirm password').fill('y');
    await field(page, 'Confirm password').blur();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await fill('en');
    await expect(
      page.getByRole('alert').filter({ hasText: /Only a signed-in administrator/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('admin login, profile and logout', () => {
  // The fake camera shows this account's face: with the face check required, login passes it.
  faceTest(
    'login, edit the profile, sign out: the old token is refused afterwards',
    async ({ page, request }, testInfo) => {
      const account = await createAdmin(request, await referencePhoto());
      await page.goto('/admin-login');
      await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await signInThroughForm(page, account.email, 'pas-le-bon-mot-de-passe');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect.' }),
      ).toBeVisible();
      await signInThroughForm(page, account.email, PASSWORD);
      await expect(page).toHaveURL(afterLogin(testInfo));
      if (faceCheckRequired(testInfo)) {
        // The token only allows the second factor until the camera shows the right face turning.
        await page.getByRole('button', { name: 'Vérifier mon visage' }).click();
        await followInstruction(page);
        await expect(page.getByText('✅ Visage reconnu')).toBeVisible({ timeout: 60_000 });
        await expect(page).toHaveURL(/\/adminn$/);
      }
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      expect(token).toBeTruthy();

      // Profile: view mode, then edit.
      await page.goto('/admin/profile');
      await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
      // The details list (the staff factors table below names the account too).
      await expect(page.getByRole('definition').filter({ hasText: account.email })).toBeVisible();
      await expect(
        page.getByRole('img', { name: /Photo de profil de Leila Gharbi/ }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Modifier' }).click();
      await field(page, 'Poste').fill('');
      await submit(page, 'Enregistrer');
      await expect(page.getByText('Le poste est requis.')).toBeVisible();
      await page.getByRole('button', { name: 'Annuler' }).click();
      await expect(page.getByRole('definition').filter({ hasText: 'Technicienne' })).toBeVisible();

      await page.getByRole('button', { name: 'Modifier' }).click();
      await field(page, 'Poste').fill('Cheffe d’équipe');
      await field(page, 'Téléphone').fill('21987654321');
      await field(page, 'Nouvelle image').setInputFiles({
        name: 'nouvelle.jpg',
        mimeType: 'image/jpeg',
        buffer: await referencePhoto(),
      });
      await expectNoSeriousA11yViolations(page);
      await submit(page, 'Enregistrer');
      await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
      await expect(page.getByText('Cheffe d’équipe').first()).toBeVisible();
      await expect(page.getByText('21987654321')).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('admin') ?? '{}'));
      expect(stored).toMatchObject({ poste: 'Cheffe d’équipe', telephone: '21987654321' });

      // The same screen in English.
      await setLanguage(page, 'en');
      await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
      await field(page, 'Email').fill('not-an-email');
      await submit(page, 'Save');
      await expect(page.getByText('Please enter a valid email.')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Sign out: back to the login screen, nothing stored, and the token no longer works.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/admin-login$/);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('adminToken'),
          localStorage.getItem('admin'),
        ]),
      ).toEqual([null, null]);
      const refused = await request.get('/api/admin/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
      await page.goto('/admin/profile');
      await expect(page).toHaveURL(/\/admin-login$/);
    },
  );

  test('the login screen in English checks its fields before sending', async ({ page }) => {
    await page.goto('/admin-login');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Email').blur();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await submit(page, 'Sign in');
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expectNoSeriousA11yViolations(page);
  });
});

faceTest.describe('face verification', () => {
  faceTest(
    'the camera shows the admin: ✅ Visage reconnu, then the back-office',
    async ({ page, request }) => {
      // The shared e2e admin's reference photo is the same woman the fake camera shows.
      await signInAsAdmin(page, request);
      await page.goto('/AdminFaceVerification');
      await expect(page.getByRole('heading', { name: 'Vérification du visage' })).toBeVisible();
      const video = field(page, 'Aperçu de la caméra');
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
        .toBe(640);
      expect(await video.evaluate((element) => getComputedStyle(element).scale)).toBe('-1 1');
      await expectNoSeriousA11yViolations(page);

      const button = page.getByRole('button', { name: 'Vérifier mon visage' });
      await expect(page.getByText('Après le clic, suivez la consigne affichée')).toBeVisible();
      await button.click();
      // The server's instruction, chosen at random for this check only.
      const direction = await followInstruction(page);
      await expect(page.getByTestId('face-instruction')).toHaveText(
        direction === 'left'
          ? 'Tournez lentement la tête vers la gauche'
          : 'Tournez lentement la tête vers la droite',
      );
      await expectNoSeriousA11yViolations(page);
      // While the server checks: spinner text and a disabled button (unless it already answered).
      await expect(page.getByText(/Vérification en cours\.\.\.|✅ Visage reconnu/)).toBeVisible();
      await expect(page.getByText('✅ Visage reconnu')).toBeVisible({ timeout: 60_000 });
      await expect(
        page.getByRole('img', { name: 'Image capturée pour la vérification' }),
      ).toBeVisible();
      await expect(button).toBeDisabled();
      await expect(page).toHaveURL(/\/adminn$/);
    },
  );

  faceTest(
    'a photo held still in front of the camera: ❌ Visage non reconnu, the head did not turn',
    async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await page.goto('/AdminFaceVerification');
      const button = page.getByRole('button', { name: 'Vérifier mon visage' });
      await expect(button).toBeEnabled({ timeout: 15_000 });
      await button.click();
      // The instruction shows, but the picture does not move.
      await expect(page.getByTestId('face-instruction')).toBeVisible();
      await expect(page.getByText('❌ Visage non reconnu')).toBeVisible({ timeout: 60_000 });
      await expect(
        page.getByText('Nous n’avons pas vu votre tête tourner du côté demandé.', { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/AdminFaceVerification$/);
    },
  );

  // The account's reference is another woman than the one the camera shows.
  faceTest(
    'someone else in front of the camera: ❌ Visage non reconnu (EN too)',
    async ({ page, request }, testInfo) => {
      const account = await createAdmin(request, await otherPersonPhoto(), {
        prenom: 'Nadia',
        email: `nadia-${unique()}@example.tn`,
      });
      await page.goto('/admin-login');
      await signInThroughForm(page, account.email, PASSWORD);
      await expect(page).toHaveURL(afterLogin(testInfo));
      await page.goto('/AdminFaceVerification');
      const button = page.getByRole('button', { name: 'Vérifier mon visage' });
      await expect(button).toBeEnabled({ timeout: 15_000 });
      await button.click();
      await expect(button).toBeDisabled();
      await followInstruction(page);
      await expect(page.getByText('❌ Visage non reconnu')).toBeVisible({ timeout: 60_000 });
      await expect(button).toBeEnabled();
      await expect(page).toHaveURL(/\/AdminFaceVerification$/);

      await setLanguage(page, 'en');
      const english = page.getByRole('button', { name: 'Check my face' });
      await expect(english).toBeEnabled({ timeout: 15_000 });
      await english.click();
      await expect(page.getByTestId('face-instruction')).toHaveText(
        /^Slowly turn your head to the (left|right)$/,
      );
      await followInstruction(page);
      await expect(page.getByText('❌ Face not recognised')).toBeVisible({ timeout: 60_000 });
      await expectNoSeriousA11yViolations(page);
    },
  );

  faceTest(
    'without a stored reference image nothing is sent: Image de référence manquante !',
    async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await page.evaluate(() => {
        const admin = JSON.parse(localStorage.getItem('admin') ?? '{}');
        localStorage.setItem('admin', JSON.stringify({ ...admin, image: null }));
      });
      const calls: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith('/api/verify-face')) calls.push(req.url());
      });
      await page.goto('/AdminFaceVerification');
      const button = page.getByRole('button', { name: 'Vérifier mon visage' });
      await expect(button).toBeEnabled({ timeout: 15_000 });
      await button.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Image de référence manquante !' }),
      ).toBeVisible();
      expect(calls).toEqual([]);
    },
  );
});

test.describe('face verification without camera access', () => {
  test('a denied camera says so clearly and offers to try again', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    // The browser refuses the permission, as when the admin clicks "Block".
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/AdminFaceVerification');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Accès à la caméra refusé.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vérifier mon visage' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Réessayer la caméra' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await setLanguage(page, 'en');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Camera access denied.' }),
    ).toBeVisible();
  });
});

import { generateKeyPairSync } from 'node:crypto';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { adminToken } from './admin-session';
import { followInstruction, installFakeCamera, referencePhoto } from './fake-camera';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';

/**
 * Staff passkeys (issue 13) with Chromium's virtual authenticator: enrol from the profile, finish
 * login with the passkey instead of the face check, a wrong key under the enrolled credential's id
 * is refused, a removed passkey presented anyway is refused while another one stays enrolled, and
 * a colleague resets the account's factors from the staff factors table. Runs on the
 * 'face-required' project's server (reached as localhost: WebAuthn refuses IP addresses).
 */
test.describe.configure({ timeout: 300_000 });

const PASSWORD = 'compte-e2e-solide';
/** Past the second factor: the back-office, or the page the admin was on before signing out. */
const SIGNED_IN = /\/(adminn|admin\/profile)$/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

// The face check's fake camera (to get the full session that enrolling needs).
const faceTest = test.extend({
  page: async ({ page }, use) => {
    await installFakeCamera(page);
    await use(page);
  },
});

async function createAdmin(request: APIRequestContext, prenom = 'Rim') {
  const email = `passkey-${unique()}@example.tn`;
  const response = await request.post('/api/register', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      nom: 'Jebali',
      prenom,
      email,
      telephone: '98123456',
      poste: 'Technicienne',
      password: PASSWORD,
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await referencePhoto() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Plugs in a virtual authenticator (CTAP2, USB, user verification), answering by itself. */
async function plugAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** Chromium's virtual authenticator, through the DevTools protocol. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  return { cdp, authenticatorId: await plugAuthenticator(cdp) };
}

/** Puts a credential in the authenticator under the given id, with the given private key. */
async function replaceCredential(
  cdp: CDPSession,
  authenticatorId: string,
  credential: { credentialId: string; rpId?: string; userHandle?: string; signCount: number },
  privateKey: string,
) {
  await cdp.send('WebAuthn.removeCredential', {
    authenticatorId,
    credentialId: credential.credentialId,
  });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: credential.credentialId,
      isResidentCredential: false,
      rpId: credential.rpId,
      privateKey,
      userHandle: credential.userHandle,
      signCount: credential.signCount + 10,
    },
  });
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin-login');
  await page.getByLabel(/^Email\b/).fill(email);
  await page.getByLabel(/^Mot de passe\b/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/AdminFaceVerification$/);
}

async function passFaceCheck(page: Page) {
  const button = page.getByRole('button', { name: 'Vérifier mon visage' });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await followInstruction(page);
  await expect(page.getByText('✅ Visage reconnu')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(SIGNED_IN);
}

async function signOutFromProfile(page: Page) {
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
}

faceTest(
  'enrol a passkey, sign in with it; a wrong key and a removed passkey are refused; a colleague resets the factors',
  async ({ page, request }) => {
    const email = await createAdmin(request);
    const colleague = await createAdmin(request, 'Sonia');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const usePasskey = page.getByRole('button', { name: 'Utiliser une clé d’accès' });

    // No passkey yet: the face check is the way in.
    await signIn(page, email);
    await usePasskey.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Aucune clé d’accès n’est enregistrée' }),
    ).toBeVisible();
    await passFaceCheck(page);

    // Enrol from the profile.
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Clés d’accès' })).toBeVisible();
    await expect(page.getByText('Aucune clé d’accès enregistrée.')).toBeVisible();
    await page.getByLabel(/^Nom de la nouvelle clé/).fill('Clé virtuelle');
    await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByText('Clé d’accès ajoutée.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Clé virtuelle' })).toBeVisible();
    // The staff factors overview counts it (cells after the account: role, reference face, passkeys).
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Oui');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expectNoSeriousA11yViolations(page);
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff accounts’ factors' })).toBeVisible();
    await setLanguage(page, 'fr');

    // Sign in again, this time with the passkey instead of the face check.
    await signOutFromProfile(page);
    await signIn(page, email);
    await usePasskey.click();
    await expect(page.getByText('✅ Clé d’accès reconnue')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(SIGNED_IN);

    // A wrong key under the enrolled credential's id: the signature does not verify.
    const [enrolled] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    if (!enrolled) throw new Error('the virtual authenticator holds no credential');
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64');
    await replaceCredential(cdp, authenticatorId, enrolled, otherKey);
    await signOutFromProfile(page);
    await signIn(page, email);
    await usePasskey.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Clé d’accès refusée.' })).toBeVisible();
    await expect(page).toHaveURL(/\/AdminFaceVerification$/);

    // A second passkey on a second authenticator (the first one unplugged), so that once the first
    // is removed the account still has one and the server answers the login options.
    await passFaceCheck(page);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    const secondAuthenticator = await plugAuthenticator(cdp);
    await page.goto('/admin/profile');
    await page.getByLabel(/^Nom de la nouvelle clé/).fill('Deuxième clé');
    await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Deuxième clé' })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    // Remove the first passkey from the profile.
    await page.getByRole('button', { name: 'Supprimer la clé « Clé virtuelle »' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Clé d’accès supprimée.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Clé virtuelle' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Deuxième clé' })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');

    // The removed passkey, with its real key, is the only one plugged in; the page asks for it
    // although the server's options name only the remaining passkey (a tampered page, or an
    // attacker's own client holding the removed key): the server refuses it.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: secondAuthenticator });
    const removedHolder = await plugAuthenticator(cdp);
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId: removedHolder,
      credential: {
        credentialId: enrolled.credentialId,
        isResidentCredential: false,
        rpId: enrolled.rpId,
        privateKey: enrolled.privateKey,
        userHandle: enrolled.userHandle,
        signCount: enrolled.signCount + 20,
      },
    });
    const removedId = Buffer.from(enrolled.credentialId, 'base64').toString('base64url');
    await signOutFromProfile(page);
    await signIn(page, email);
    const offered: unknown[] = [];
    await page.route('**/api/passkey-login/options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { options: { allowCredentials: { id: string }[] } };
      offered.push(...body.options.allowCredentials.map((credential) => credential.id));
      body.options.allowCredentials = [{ id: removedId, type: 'public-key' } as { id: string }];
      await route.fulfill({ response, json: body });
    });
    const presented = page.waitForRequest('**/api/passkey-login/verify');
    const answered = page.waitForResponse('**/api/passkey-login/verify');
    await usePasskey.click();
    // The authenticator signed with the removed credential; the server answered 403.
    expect((await presented).postDataJSON().response.id).toBe(removedId);
    expect((await answered).status()).toBe(403);
    expect(offered).toHaveLength(1);
    expect(offered).not.toContain(removedId);
    await expect(page.getByRole('alert').filter({ hasText: 'Clé d’accès refusée.' })).toBeVisible();
    await expect(page).toHaveURL(/\/AdminFaceVerification$/);
    await page.unroute('**/api/passkey-login/options');
    await expectNoSeriousA11yViolations(page);

    // A colleague resets this account's factors from the staff factors table.
    await signIn(page, colleague);
    await passFaceCheck(page);
    await page.goto('/admin/profile');
    const resetRow = page.getByRole('row').filter({ hasText: email });
    await expect(resetRow.getByRole('cell').nth(1)).toHaveText('Oui');
    await expect(resetRow.getByRole('cell').nth(2)).toHaveText('1');
    await resetRow
      .getByRole('button', { name: 'Réinitialiser les clés d’accès de Rim Jebali' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Réinitialiser les clés' }).click();
    await expect(page.getByText('Facteurs réinitialisés.')).toBeVisible();
    await expect(resetRow.getByRole('cell').nth(2)).toHaveText('0');
    await resetRow
      .getByRole('button', { name: 'Réinitialiser le visage de référence de Rim Jebali' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Réinitialiser le visage' }).click();
    await expect(resetRow.getByRole('cell').nth(1)).toHaveText('Non');
    await expect(resetRow.getByRole('button', { name: /^Réinitialiser/ }).first()).toBeDisabled();
    // The colleague's own factors are untouched.
    const ownRow = page.getByRole('row').filter({ hasText: colleague });
    await expect(ownRow.getByRole('cell').nth(1)).toHaveText('Oui');
    await expectNoSeriousA11yViolations(page);

    // The reset account has no passkey left to finish a login with.
    await signOutFromProfile(page);
    await signIn(page, email);
    await usePasskey.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Aucune clé d’accès n’est enregistrée' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/AdminFaceVerification$/);
  },
);

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { appText, oneWidthPerLanguage, overlaps, seedStation, shot, xsrfHeaders } from './support';

type Lang = 'fr' | 'en';

const PHOTO = readFileSync(new URL('./fixtures/admin-face.jpg', import.meta.url));
// A PDF whose name and declared type say "JPEG": the server must judge by the bytes.
const FAKE_JPEG = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/** Unique per test, project and run, so parallel workers never see each other's rows. */
function uniqueTag(testInfo: TestInfo, lang: Lang): string {
  const project = testInfo.project.name === 'mobile' ? 'M' : 'D';
  return `${project}${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
}

/**
 * Whether the toast saying `text` (not the form's own `notText` message) covers the group named
 * `groupName` (the language switch), read in the page once the toast's entrance animation ends: a
 * toast lives 5 s, and read from the test it may already be gone on a loaded machine. Start it
 * before the action that shows the toast.
 */
function toastOverlapsWhenShown(
  page: Page,
  args: { text: string; notText: string; groupName: string },
): Promise<boolean> {
  return page.evaluate(
    ({ text, notText, groupName }) =>
      new Promise<boolean>((resolve, reject) => {
        const check = async () => {
          const toast = Array.from(document.querySelectorAll('[role="status"] > div')).find(
            (element) =>
              element.textContent?.includes(text) && !element.textContent.includes(notText),
          );
          if (!toast) return;
          observer.disconnect();
          await Promise.all(
            toast
              .getAnimations({ subtree: true })
              .map((animation: Animation) => animation.finished),
          );
          // The language switch: a fieldset named by its legend.
          const group = Array.from(document.querySelectorAll('fieldset')).find(
            (element) => element.querySelector('legend')?.textContent === groupName,
          );
          if (!group) throw new Error(`no group named ${groupName}`);
          const a = toast.getBoundingClientRect();
          const b = group.getBoundingClientRect();
          resolve(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
        };
        const observer = new MutationObserver(() => check().catch(reject));
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    args,
  );
}

/** The QR cases whose text matches `q`, as staff see them through the API. */
async function qrCases(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/reclamations-qr?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** A phone photo as phones take them: 4000 × 3000, several megabytes, with EXIF. */
async function bigPhonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'E2E' } } })
    .toBuffer();
}

const TEXT = {
  fr: {
    title: 'Formulaire de Réclamation',
    required: 'Veuillez remplir tous les champs obligatoires.',
    sent: 'Réclamation envoyée avec succès',
    failed: 'Erreur lors de l’envoi',
    badType: 'Type de fichier non accepté',
    preview: 'Aperçu de la photo choisie',
    removePhoto: 'Retirer la photo',
    caseNumber: 'Votre numéro de dossier',
    submit: 'Envoyer',
    nom: 'Nom',
    prenom: 'Prénom',
    email: 'Email',
    telephone: 'Téléphone',
    type: 'Type de retour',
    lieu: 'Lieu',
    date: 'Date du problème',
    heure: 'Heure du problème',
    usage: 'Usage',
    description: 'Description',
    souhait: 'Réponse souhaitée',
    photo: 'Photo',
  },
  en: {
    title: 'Complaint form',
    required: 'Please fill in all required fields.',
    sent: 'Complaint sent successfully',
    failed: 'Error while sending',
    badType: 'File type not accepted',
    preview: 'Preview of the chosen photo',
    removePhoto: 'Remove the photo',
    caseNumber: 'Your case number',
    submit: 'Send',
    nom: 'Last name',
    prenom: 'First name',
    email: 'Email',
    telephone: 'Phone',
    type: 'Type of feedback',
    lieu: 'Place',
    date: 'Date of the problem',
    heure: 'Time of the problem',
    usage: 'Use',
    description: 'Description',
    souhait: 'Reply wanted',
    photo: 'Photo',
  },
} as const;

test.describe('public QR complaint form', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `a visitor scans a station QR code and files a complaint with a photo (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        const mobile = testInfo.project.name === 'mobile';
        const tag = uniqueTag(testInfo, lang);
        const station = await seedStation(request, tag);
        const x = TEXT[lang];
        const form = page.locator('form');

        // The QR sticker's URL: `/reclamation-qr?station=REF`.
        await page.goto(`/reclamation-qr?station=${encodeURIComponent(station.reference)}`);
        if (lang === 'en') await setLanguage(page, 'en');
        await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
        const lieu = form.getByLabel(x.lieu);
        await expect(lieu).toHaveValue(station.lieu);
        await expect(lieu).toHaveAttribute('readonly', '');
        await expectNoSeriousA11yViolations(page);
        await shot(page, `qr-form-${testInfo.project.name}-${lang}`);

        // Empty submit: the required-fields message, nothing sent.
        await form.getByRole('button', { name: x.submit }).click();
        await expect(form.getByRole('alert')).toHaveText(x.required);
        await shot(page, `qr-form-required-${testInfo.project.name}-${lang}`);

        const nom = `Ben Salah ${tag}`;
        await form.getByLabel(x.nom, { exact: false }).first().fill(`  ${nom}  `);
        await form.getByLabel(x.prenom).fill('Amira');
        await form.getByLabel(x.email).fill('amira@example.tn');
        await form.getByLabel(x.telephone).fill('+216 22 333 444');
        await form.getByLabel(x.type).selectOption('Problème technique');
        await form.getByLabel(x.usage).selectOption("Recharge d'iPhone (Lightning)");
        await form
          .getByLabel(x.description)
          .fill('Le câble Lightning ne charge plus mon téléphone.');
        await form.getByLabel(x.souhait).selectOption('Oui, par email');
        await expect(form.getByLabel(x.date)).not.toHaveValue('');
        await expect(form.getByLabel(x.heure)).not.toHaveValue('');

        // A PDF renamed .jpg passes the browser's type check but not the server's: a clear error.
        const photo = form.getByLabel(x.photo);
        await photo.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: FAKE_JPEG });
        await form.getByRole('button', { name: x.submit }).click();
        await expect(form.getByRole('alert')).toContainText(x.failed);
        await expect(form.getByRole('alert')).toContainText(x.badType);
        expect(await qrCases(request, tag)).toHaveLength(0);

        // A real photo: on the phone, a full-size camera picture (shrunk before upload).
        const upload = mobile ? await bigPhonePhoto() : PHOTO;
        if (mobile) expect(upload.length).toBeGreaterThan(5 * 1024 * 1024);
        await photo.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: upload });
        // The picked photo is previewed and can be taken back.
        await expect(form.getByRole('img', { name: x.preview })).toBeVisible();
        await form.getByRole('button', { name: x.removePhoto }).click();
        await expect(form.getByRole('img', { name: x.preview })).toHaveCount(0);
        await expect(photo).toHaveValue('');
        await photo.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: upload });
        await expect(form.getByRole('img', { name: x.preview })).toBeVisible();
        // The toast is measured in the page as soon as it has settled, before its timer can end it.
        const toastCovers = toastOverlapsWhenShown(page, {
          text: x.sent,
          notText: x.caseNumber,
          groupName: appText(lang, 'common', 'language.label'),
        });
        await form.getByRole('button', { name: x.submit }).click();
        const success = page.getByRole('status').filter({ hasText: x.caseNumber });
        await expect(success).toBeVisible({ timeout: 15_000 });
        await expect(success).toContainText(x.sent);
        // The confirmation leaves the language switch visible and usable.
        const languages = page.getByRole('group', {
          name: appText(lang, 'common', 'language.label'),
        });
        expect(await toastCovers, 'the toast covers the language switch').toBe(false);
        expect(
          await overlaps(success, languages),
          'the confirmation covers the language switch',
        ).toBe(false);
        // The earlier failure's message (form and toast) is gone: it would contradict the success.
        await expect(page.getByText(x.failed)).toHaveCount(0);
        const caseNumber = (await success.textContent())?.match(/RQ-\d{8}-[A-Z0-9]{6}/)?.[0];
        expect(caseNumber).toBeTruthy();

        // The form resets, the station's place stays locked.
        await expect(form.getByLabel(x.prenom)).toHaveValue('');
        await expect(form.getByLabel(x.description)).toHaveValue('');
        await expect(lieu).toHaveValue(station.lieu);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `qr-form-sent-${testInfo.project.name}-${lang}`);

        // Stored once, trimmed, linked to the station, with a re-encoded photo without metadata.
        const [stored] = await qrCases(request, tag);
        expect(stored).toMatchObject({
          caseNumber,
          nom,
          prenom: 'Amira',
          lieu: station.lieu,
          stationReference: station.reference,
          type_retour: 'Problème technique',
          statut: 'new',
        });
        const image = await request.get(String(stored?.photo_url));
        expect(image.headers()['content-type']).toBe('image/jpeg');
        const meta = await sharp(await image.body()).metadata();
        expect(meta.exif).toBeUndefined();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2000);

        // The full form's case has its follow-up page too (issue 32), reopened without an account.
        await success
          .getByRole('link', { name: appText(lang, 'reclamations', 'follow.open') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/reclamation-qr/suivi/${caseNumber}#[\\w-]{32}$`));
        await expect(page.locator('[aria-current="step"]')).toHaveText(
          appText(lang, 'reclamations', 'options.caseStatus.new'),
        );
        await expect(page.getByText(appText(lang, 'reclamations', 'follow.noReply'))).toBeVisible();
      },
    );
  }
});

const STAFF = {
  fr: {
    details: 'Détails de la réclamation',
    openLarge: 'Ouvrir en grand',
    close: 'Fermer',
    caseStatus: 'Statut du dossier',
    note: 'Note interne',
    save: 'Enregistrer',
    saved: 'Dossier mis à jour.',
    resolved: 'Résolu',
    qrTitle: 'Réclamations QR',
    viewDetails: (name: string) => `Voir les détails de la réclamation de ${name}`,
    answer: 'Répondre',
    reponse: 'Réponse',
    status: 'Statut',
    answerSaved: 'Réponse enregistrée.',
    typeChip: 'Problème technique',
  },
  en: {
    details: 'Complaint details',
    openLarge: 'Open full size',
    close: 'Close',
    caseStatus: 'Case status',
    note: 'Internal note',
    save: 'Save',
    saved: 'Case updated.',
    resolved: 'Resolved',
    qrTitle: 'QR complaints',
    viewDetails: (name: string) => `View the details of the complaint from ${name}`,
    answer: 'Reply',
    reponse: 'Reply',
    status: 'Status',
    answerSaved: 'Reply saved.',
    typeChip: 'Technical problem',
  },
} as const;

/** A complaint filed through the public API, the way the form sends it. */
async function fileQrComplaint(request: APIRequestContext, nom: string, reference: string) {
  const response = await request.post('/api/reclamations/qr', {
    headers: await xsrfHeaders(request),
    multipart: {
      nom,
      prenom: 'Karim',
      email: 'karim@example.tn',
      telephone: '98765432',
      type_retour: 'Problème technique',
      lieu: 'ignored: the station decides',
      date_probleme: new Date().toISOString().slice(0, 10),
      heure_probleme: '09:30',
      usage_nano_box: 'Recharge de smartphone Android (USB-C)',
      description: 'Écran noir, aucune recharge possible.',
      souhaite_retour: 'Oui, par téléphone',
      station: reference,
      photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { caseNumber: string };
}

/** Opens the back-office section and narrows it with the header search. */
async function openSection(page: Page, lang: Lang, section: string, search?: string) {
  await page.goto(`/adminn?section=${section}`);
  if (lang === 'en') await setLanguage(page, 'en');
  if (search) {
    await page.locator('input[type="search"]:visible').first().fill(search);
  }
}

test.describe('staff handling of complaints', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `staff open a QR complaint, see every detail and resolve it (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        const tag = uniqueTag(testInfo, lang);
        const station = await seedStation(request, tag);
        const nom = `Mejri ${tag}`;
        const { caseNumber } = await fileQrComplaint(request, nom, station.reference);
        const x = STAFF[lang];

        await signInAsAdmin(page, request);
        await openSection(page, lang, 'reclamations', tag);
        const qrCard = page.locator('section, div').filter({
          has: page.getByRole('heading', { name: x.qrTitle }),
        });
        const detailsButton = page.getByRole('button', { name: x.viewDetails(`${nom} Karim`) });
        await expect(detailsButton).toBeVisible();
        await expect(
          qrCard.getByText('Total : 1').or(qrCard.getByText('Total: 1')).first(),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `staff-reclamations-${testInfo.project.name}-${lang}`);

        // A click anywhere on the row opens the details; Escape closes them.
        const row = page.getByRole('row').filter({ has: detailsButton });
        await row.getByText(station.lieu).click();
        const dialog = page.getByRole('dialog', { name: x.details });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(caseNumber);
        await expect(dialog).toContainText('karim@example.tn');
        await expect(dialog).toContainText('98765432');
        await expect(dialog).toContainText(x.typeChip);
        await expect(dialog).toContainText(station.lieu);
        await expect(dialog).toContainText('09:30');
        await expect(dialog).toContainText('Écran noir, aucune recharge possible.');
        const large = dialog.getByRole('link', { name: x.openLarge });
        await expect(large).toHaveAttribute('href', /^\/uploads\/[0-9a-f-]+\.jpg$/);
        const photo = await request.get((await large.getAttribute('href')) ?? '');
        expect(photo.headers()['content-type']).toBe('image/jpeg');
        await expectNoSeriousA11yViolations(page);
        await shot(page, `staff-qr-details-${testInfo.project.name}-${lang}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // The name button is the keyboard path; 'Fermer' closes.
        await detailsButton.click();
        await expect(dialog).toBeVisible();
        // The footer's 'Fermer' (the corner cross has the same name).
        await dialog.getByRole('button', { name: x.close, exact: true }).last().click();
        await expect(dialog).toBeHidden();

        // Resolve the case with a note.
        await detailsButton.click();
        await dialog.getByLabel(x.caseStatus).selectOption('resolved');
        await dialog.getByLabel(x.note).fill('Câble remplacé le jour même.');
        await dialog.getByRole('button', { name: x.save }).click();
        await expect(page.getByText(x.saved).first()).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(row.getByText(x.resolved)).toBeVisible();
        const [stored] = await qrCases(request, tag);
        expect(stored).toMatchObject({ statut: 'resolved', note: 'Câble remplacé le jour même.' });
      },
    );

    test(
      `a client's complaint from the portal is answered by staff and the client sees it (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        const tag = uniqueTag(testInfo, lang);
        const email = `client-${tag.toLowerCase()}@example.tn`;
        const password = 'client-password';
        const fullName = `Nadia ${tag}`;
        const signup = await request.post('/api/signup', {
          headers: await xsrfHeaders(request),
          data: {
            companyName: `Café ${tag}`,
            fullName,
            job: 'Gérante',
            governorate: 'Tunis',
            city: 'La Marsa',
            email,
            phone: '22334455',
            password,
          },
        });
        expect(signup.status(), await signup.text()).toBe(201);
        const signin = await request.post('/api/signin', {
          headers: await xsrfHeaders(request),
          data: { email, password },
        });
        const { token } = (await signin.json()) as { token: string };

        // The client files the reclamation in the portal.
        await page.goto('/authentification');
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        await page.goto('/compte-client?section=reclamation');
        if (lang === 'en') await setLanguage(page, 'en');
        const p =
          lang === 'fr'
            ? {
                add: 'Nouvelle réclamation',
                categorie: 'Catégorie',
                send: 'Envoyer',
                answer: 'Réponse',
                problem: 'Problème',
                answered: 'Répondue',
              }
            : {
                add: 'New complaint',
                categorie: 'Category',
                send: 'Send',
                answer: 'Answer',
                problem: 'Problem',
                answered: 'Answered',
              };
        await page.getByRole('button', { name: p.add }).click();
        const addDialog = page.getByRole('dialog');
        await addDialog.getByLabel(p.categorie).selectOption('Station en panne');
        const description = `La station ${tag} ne charge plus depuis ce matin.`;
        await addDialog.getByLabel('Description').fill(description);
        await addDialog.getByRole('button', { name: p.send }).click();
        await expect(addDialog).toBeHidden();
        const clientRow = page.getByRole('row').filter({ hasText: description });
        await expect(clientRow.getByText(p.problem, { exact: true })).toBeVisible();

        // Staff answer it from the back-office.
        const x = STAFF[lang];
        await signInAsAdmin(page, request);
        await openSection(page, lang, 'reclamations', tag);
        const staffRow = page.getByRole('row').filter({ hasText: description });
        await expect(staffRow).toBeVisible();
        await expect(staffRow).toContainText(fullName);
        // The category is stored in French; each page shows it in its language (issue 29).
        await expect(staffRow).toContainText(
          lang === 'fr' ? 'Station en panne' : 'Station out of order',
        );
        if (lang === 'en') await expect(staffRow).not.toContainText('Station en panne');
        await staffRow.getByRole('button', { name: new RegExp(x.answer) }).click();
        const answerDialog = page.getByRole('dialog');
        await answerDialog.getByLabel(x.status).selectOption('Answered');
        const reply = `Un technicien passe demain (${tag}).`;
        await answerDialog.getByLabel(x.reponse).fill(reply);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `staff-answer-${testInfo.project.name}-${lang}`);
        await answerDialog.getByRole('button', { name: x.save }).click();
        await expect(page.getByText(x.answerSaved).first()).toBeVisible();
        // The French back-office says it in French, as the client dashboard does.
        await expect(staffRow.getByText(p.answered, { exact: true })).toBeVisible();

        // The client sees the status and the reply in the dashboard.
        await page.goto('/compte-client?section=reclamation');
        await expect(clientRow.getByText(p.answered, { exact: true })).toBeVisible();
        await expect(clientRow).toContainText(reply);
        await expect(clientRow).toContainText(p.answer);
        await expectNoSeriousA11yViolations(page, 'main');
        await shot(page, `client-answered-${testInfo.project.name}-${lang}`);
      },
    );
  }
});

test.describe('station QR stickers', () => {
  test('staff download a printable PDF sticker that opens the station form', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo, 'fr');
    const station = await seedStation(request, tag);
    await signInAsAdmin(page, request);
    await page.goto('/GestionStation');
    await page.locator('input[type="search"]:visible').first().fill(station.reference);
    const button = page.getByRole('button', {
      name: `Télécharger l’autocollant QR (PDF) de la station ${station.reference}`,
    });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`qr-${station.reference}.pdf`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sticker-')), 'sticker.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(station.reference);
    expect(text).toContain(`/reclamation-qr?station=${station.reference}`);
  });
});

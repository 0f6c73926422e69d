import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { oneWidthPerLanguage, shot } from './support';

type Lang = 'fr' | 'en';

// A PDF named and declared as an MP4: the server must judge by the bytes.
const FAKE_MP4 = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

function uniqueTag(testInfo: TestInfo, lang: Lang): string {
  const project = testInfo.project.name === 'mobile' ? 'M' : 'D';
  return `${project}${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
}

const isoInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** A real one-second WebM clip, recorded by the browser from a canvas (no binary fixture). */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      if (!context) return;
      context.fillStyle = `hsl(${(frame * 24) % 360} 70% 45%)`;
      context.fillRect(0, 0, 160, 90);
      frame += 1;
    }, 66);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

async function seedEspace(request: APIRequestContext, tag: string) {
  const response = await request.post('/api/admin/espaces', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { nom: `Galerie ${tag}`, gouvernorat: 'Nabeul', ville: 'Hammamet', activite: 'Commerce' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; nom: string };
}

async function adsMatching(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/publicites?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** A campaign that ended last month, recorded through the API. */
async function seedFinishedAd(request: APIRequestContext, tag: string) {
  const response = await request.post('/api/publicites', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      nomPrenom: `Ancienne campagne ${tag}`,
      email: 'ancienne@example.tn',
      tel1: '71000111',
      typeEspace: 'Hôtel',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      dateDebut: isoInDays(-60),
      dateFin: isoInDays(-30),
      statut: 'Accepté',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const TEXT = {
  fr: {
    sectionTitle: 'Demandes publicités',
    add: 'Nouvelle demande',
    addTitle: 'Nouvelle demande de publicité',
    nomPrenom: 'Nom et prénom',
    email: 'Email',
    tel1: 'Téléphone 1',
    espace: "Numéro d'espace",
    espaceFilter: "Filtrer la liste « Numéro d'espace »",
    typeEspace: "Type d'espace",
    gouvernorat: 'Gouvernorat',
    ville: 'Ville',
    dateDebut: 'Date de début',
    dateFin: 'Date de fin',
    video: 'Visuel : vidéo MP4 ou WebM (50 Mo max.) ou image JPEG, PNG, WebP',
    create: 'Enregistrer la demande',
    dateOrder: 'La date de fin ne peut pas précéder la date de début.',
    videoType: 'Fichier non accepté. Formats acceptés : vidéo MP4, WebM ou image JPEG, PNG, WebP.',
    created: 'Demande de publicité enregistrée.',
    pending: 'En attente',
    accepted: 'Accepté',
    finished: 'Terminé',
    info: (name: string) => `Détails de la demande de ${name}`,
    accept: (name: string) => `Accepter la demande de ${name}`,
    remove: (name: string) => `Supprimer la demande de ${name}`,
    detailsTitle: 'Détails de la demande de publicité',
    close: 'Fermer',
    formTitle: 'Modifier la publicité',
    pick: 'Demande de publicité',
    submit: 'Modifier Publicité',
    saved: 'Publicité modifiée.',
    deleteQuestion: 'Supprimer cette demande de publicité ?',
    cancel: 'Annuler',
    confirmDelete: 'Supprimer',
    deleted: 'Demande de publicité supprimée.',
  },
  en: {
    sectionTitle: 'Advertising requests',
    add: 'New request',
    addTitle: 'New advertising request',
    nomPrenom: 'Full name',
    email: 'Email',
    tel1: 'Phone 1',
    espace: 'Space number',
    espaceFilter: 'Filter the “Space number” list',
    typeEspace: 'Space type',
    gouvernorat: 'Governorate',
    ville: 'City',
    dateDebut: 'Start date',
    dateFin: 'End date',
    video: 'Creative: MP4 or WebM video (50 MB max.) or JPEG, PNG, WebP image',
    create: 'Save the request',
    dateOrder: 'The end date cannot be before the start date.',
    videoType: 'File not accepted. Accepted formats: MP4, WebM video or JPEG, PNG, WebP image.',
    created: 'Advertising request saved.',
    pending: 'Pending',
    accepted: 'Accepted',
    finished: 'Finished',
    info: (name: string) => `Details of ${name}'s request`,
    accept: (name: string) => `Accept ${name}'s request`,
    remove: (name: string) => `Delete ${name}'s request`,
    detailsTitle: 'Advertising request details',
    close: 'Close',
    formTitle: 'Edit the advertisement',
    pick: 'Advertising request',
    submit: 'Update ad',
    saved: 'Advertisement updated.',
    deleteQuestion: 'Delete this advertising request?',
    cancel: 'Cancel',
    confirmDelete: 'Delete',
    deleted: 'Advertising request deleted.',
  },
} as const;

async function openSection(page: Page, lang: Lang, section: string, search?: string) {
  await page.goto(`/adminn?section=${section}`);
  if (lang === 'en') await setLanguage(page, 'en');
  if (search) await page.locator('input[type="search"]:visible').first().fill(search);
}

test.describe('advertising requests (publicités and the ad form)', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `staff record an ad with its video, decide, edit and delete it (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(180_000);
        const tag = uniqueTag(testInfo, lang);
        const x = TEXT[lang];
        const espace = await seedEspace(request, tag);
        await seedFinishedAd(request, tag);
        const name = `Société ${tag}`;

        await signInAsAdmin(page, request);
        await openSection(page, lang, 'publicites', tag);
        await expect(page.getByRole('heading', { name: x.sectionTitle })).toBeVisible();
        // 'Terminé' is computed from the end date, not typed.
        const finishedRow = page.getByRole('row').filter({ hasText: `Ancienne campagne ${tag}` });
        await expect(finishedRow.getByText(x.finished, { exact: true })).toBeVisible();

        // A new request, with a video.
        await page.getByRole('button', { name: x.add, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: x.addTitle });
        await dialog.getByLabel(x.nomPrenom).fill(name);
        await dialog.getByLabel(x.email).fill('marketing@societe.tn');
        await dialog.getByLabel(x.tel1).fill('22123456');
        await dialog.getByLabel(x.espaceFilter).fill(tag);
        const espaceSelect = dialog.getByRole('combobox', { name: x.espace, exact: true });
        await expect(espaceSelect.locator('option', { hasText: espace.nom })).toHaveCount(1);
        await espaceSelect.selectOption(String(espace.id));
        await dialog.getByLabel(x.typeEspace).fill('Centre commercial');
        await dialog.getByLabel(x.gouvernorat).selectOption('Nabeul');
        await dialog.getByLabel(x.ville).fill('Hammamet');
        const start = isoInDays(3);
        const end = isoInDays(33);
        await dialog.getByLabel(x.dateDebut).fill(start);
        // An end before the start is refused.
        await dialog.getByLabel(x.dateFin).fill(isoInDays(1));
        await dialog.getByRole('button', { name: x.create }).click();
        await expect(dialog.getByText(x.dateOrder)).toBeVisible();
        await dialog.getByLabel(x.dateFin).fill(end);
        // A PDF renamed .mp4 is refused by the server (the browser only sees the declared type).
        const video = dialog.getByLabel(x.video);
        await video.setInputFiles({ name: 'spot.mp4', mimeType: 'video/mp4', buffer: FAKE_MP4 });
        await dialog.getByRole('button', { name: x.create }).click();
        await expect(dialog.getByText(x.videoType).first()).toBeVisible();
        expect(await adsMatching(request, name)).toHaveLength(0);

        await video.setInputFiles({
          name: 'spot.webm',
          mimeType: 'video/webm',
          buffer: await recordWebm(page),
        });
        await expectNoSeriousA11yViolations(page);
        await shot(page, `ads-create-${testInfo.project.name}-${lang}`);
        await dialog.getByRole('button', { name: x.create }).click();
        await expect(page.getByText(x.created).first()).toBeVisible();
        await expect(dialog).toBeHidden();

        // It shows in the list: user, dd/MM/yyyy dates, espace, 'En attente'.
        const row = page.getByRole('row').filter({ hasText: name });
        await expect(row).toContainText(ddmmyyyy(start));
        await expect(row).toContainText(ddmmyyyy(end));
        await expect(row).toContainText(espace.nom);
        await expect(row.getByText(x.pending, { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `ads-list-${testInfo.project.name}-${lang}`);

        // Info shows every detail and plays the uploaded video.
        await page.getByRole('button', { name: x.info(name) }).click();
        const details = page.getByRole('dialog', { name: x.detailsTitle });
        await expect(details).toContainText('marketing@societe.tn');
        await expect(details).toContainText('Centre commercial');
        const player = details.locator('video');
        const src = await player.getAttribute('src');
        expect(src).toMatch(/^\/uploads\/[0-9a-f-]+\.webm$/);
        const served = await request.get(src ?? '');
        expect(served.headers()['content-type']).toBe('video/webm');
        await expect
          .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
          .toBeGreaterThanOrEqual(1);
        await shot(page, `ads-info-${testInfo.project.name}-${lang}`);
        await details.getByRole('button', { name: x.close, exact: true }).last().click();
        await expect(details).toBeHidden();

        // Accept.
        await page.getByRole('button', { name: x.accept(name) }).click();
        await expect(row.getByText(x.accepted, { exact: true })).toBeVisible();

        // 'commentaires': the ad form, saved with 'Modifier Publicité'.
        await openSection(page, lang, 'commentaires');
        await expect(page.getByRole('heading', { name: x.formTitle })).toBeVisible();
        const picker = page.getByLabel(x.pick);
        const option = picker.locator('option', { hasText: name });
        await picker.selectOption((await option.getAttribute('value')) ?? '');
        const form = page
          .locator('form')
          .filter({ has: page.getByRole('button', { name: x.submit }) });
        await expect(form.getByLabel(x.nomPrenom)).toHaveValue(name);
        await expect(form.locator('video')).toHaveAttribute('src', src ?? '');
        await form.getByLabel(x.ville).fill('Nabeul');
        await expectNoSeriousA11yViolations(page);
        await shot(page, `ads-commentaires-${testInfo.project.name}-${lang}`);
        await form.getByRole('button', { name: x.submit }).click();
        await expect(page.getByText(x.saved).first()).toBeVisible();
        const [saved] = await adsMatching(request, name);
        expect(saved).toMatchObject({
          ville: 'Nabeul',
          statut: 'Accepté',
          video: src,
          espace: espace.id,
        });

        // Delete asks first; cancelling keeps the request.
        await openSection(page, lang, 'publicites', tag);
        await page.getByRole('button', { name: x.remove(name) }).click();
        const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
        await expect(confirm).toContainText(x.deleteQuestion);
        await confirm.getByRole('button', { name: x.cancel }).click();
        await expect(row).toBeVisible();
        await page.getByRole('button', { name: x.remove(name) }).click();
        await confirm.getByRole('button', { name: x.confirmDelete, exact: true }).click();
        await expect(page.getByText(x.deleted).first()).toBeVisible();
        await expect(row).toHaveCount(0);
        expect(await adsMatching(request, name)).toHaveLength(0);
      },
    );
  }
});

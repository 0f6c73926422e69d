import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { fillSearch, oneWidthPerLanguage, sendQuoteRequest, shot, xsrfHeaders } from './support';
import { searchDigits, uniquePhone } from './unique';

function isoInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * Validates the row's request: the row says so, and the button is done but still where the
 * keyboard user left it (aria-disabled keeps it focusable).
 */
async function validateRequest(
  page: Page,
  row: Locator,
  t: { validate: string; validated: string },
) {
  await page.getByRole('button', { name: t.validate }).click();
  await expect(row).toContainText(t.validated);
  await expect(page.getByRole('button', { name: t.validate })).toBeDisabled();
  await expect(page.getByRole('button', { name: t.validate })).toBeFocused();
}

/** Downloads a request's PDF with its button: the file's suggested name and what pdftotext reads. */
async function downloadPdf(page: Page, button: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloadPromise;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-pdf-')), 'demande.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { name: download.suggestedFilename(), text };
}

test.describe('staff screen for quote requests and reservations', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `a quote request is found, edited, validated, downloaded as PDF and deleted (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const tel = uniquePhone();
        const nom = `Hèla ${testInfo.project.name} ${lang} ${tel}`;
        const { id } = await sendQuoteRequest(request, tel, nom);
        const demoDate = isoInDays(9);
        const reservation = await request.post('/api/reservation', {
          headers: await xsrfHeaders(request),
          data: { name: nom, email: `demo-${tel}@palmiers.tn`, phone: tel, date: demoDate },
        });
        expect(reservation.ok()).toBe(true);

        await signInAsAdmin(page, request);
        await page.goto('/gestion-demandes');
        if (lang === 'en') await setLanguage(page, 'en');
        const t =
          lang === 'fr'
            ? {
                heading: 'Tableau des Demandes de Devis',
                search: 'Rechercher par téléphone',
                reservations: 'Tableau des Réservations',
                edit: `Modifier la demande n°${id}`,
                dialog: 'Modifier la demande',
                fonction: 'Fonction',
                save: 'Enregistrer',
                saved: 'Demande enregistrée.',
                validate: `Valider la demande n°${id}`,
                validated: 'Validée',
                pdf: `Télécharger la demande n°${id} en PDF`,
                remove: `Supprimer la demande n°${id}`,
                question: 'Voulez-vous vraiment supprimer cette demande ?',
                confirm: 'Supprimer',
                empty: 'Aucune demande ne correspond à ce numéro.',
                pdfTitle: 'Demande de devis',
              }
            : {
                heading: 'Quote Requests',
                search: 'Search by phone',
                reservations: 'Reservations',
                edit: `Edit request no. ${id}`,
                dialog: 'Edit the request',
                fonction: 'Job title',
                save: 'Save',
                saved: 'Request saved.',
                validate: `Validate request no. ${id}`,
                validated: 'Validated',
                pdf: `Download request no. ${id} as PDF`,
                remove: `Delete request no. ${id}`,
                question: 'Do you really want to delete this request?',
                confirm: 'Delete',
                empty: 'No request matches this number.',
                pdfTitle: 'Quote request',
              };

        await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
        await expect(
          page.getByRole('heading', { name: t.reservations, exact: true }),
        ).toBeVisible();
        await fillSearch(page, page.getByRole('searchbox', { name: t.search }), searchDigits(tel));
        // The reservation carries the same name: rows are looked up in the quote requests' section.
        const requests = page.getByRole('region', { name: t.heading, exact: true });
        const row = requests.getByRole('row').filter({ hasText: nom });
        await expect(row).toHaveCount(1);
        // The demo date is shown dd/MM/yyyy.
        const [y, m, d] = demoDate.split('-');
        const reservations = page.getByRole('region', { name: t.reservations, exact: true });
        await expect(
          reservations
            .getByRole('row')
            .filter({ hasText: nom })
            .filter({ hasText: `${d}/${m}/${y}` }),
        ).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `staff-${lang}-${testInfo.project.name}`);

        // Modifier → the form on a copy of the row; Enregistrer → saved, closed, list reloaded.
        await page.getByRole('button', { name: t.edit }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');
        await shot(page, `staff-edit-${lang}-${testInfo.project.name}`);
        await dialog.getByLabel(t.fonction).fill('Directrice commerciale');
        await dialog.getByRole('button', { name: t.save }).click();
        await expect(page.getByRole('status')).toContainText(t.saved);
        await expect(dialog).toBeHidden();
        await expect(row).toContainText('Directrice commerciale');

        await validateRequest(page, row, t);

        // PDF: a real document pdftotext can read.
        const pdf = await downloadPdf(page, t.pdf);
        expect(pdf.name).toBe(`demande-${id}.pdf`);
        const { text } = pdf;
        expect(text).toContain(t.pdfTitle);
        expect(text).toContain('Directrice commerciale');
        expect(text).toContain(nom);

        // Supprimer asks first; cancelling keeps the row.
        await page.getByRole('button', { name: t.remove }).click();
        const confirmDialog = page.getByRole('dialog');
        await expect(confirmDialog).toContainText(t.question);
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(row).toHaveCount(1);
        await page.getByRole('button', { name: t.remove }).click();
        await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
        await expect(row).toHaveCount(0);
        await expect(page.getByText(t.empty)).toBeVisible();
      },
    );
  }

  test('the staff screen and its data are refused to anyone but an admin', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/demandes?page=1');
    expect(response.status()).toBe(401);
    await page.goto('/gestion-demandes');
    await expect(page).toHaveURL(/admin-login/);
  });
});

test.describe("back-office section 'demandes' (/adminn)", () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `staff sort a request by type, validate it, download its PDF and delete it (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        const tel = uniquePhone();
        const nom = `Sami ${testInfo.project.name} ${lang} ${tel}`;
        const { id } = await sendQuoteRequest(request, tel, nom);
        const t =
          lang === 'fr'
            ? {
                title: 'Gestion demandes',
                typeClients: 'Type Clients',
                typeAds: 'Type Publicitaire',
                filterAds: 'Publicitaires',
                filterAll: 'Tous',
                markAs: `Type de la demande n°${id}`,
                validate: `Valider la demande n°${id}`,
                validated: 'Validée',
                pdf: `Télécharger la demande n°${id} en PDF`,
                remove: `Supprimer la demande n°${id}`,
                question: 'Supprimer cette demande ?',
                confirm: 'Supprimer',
                pdfTitle: 'Demande de devis',
              }
            : {
                title: 'Requests',
                typeClients: 'Client type',
                typeAds: 'Advertiser type',
                filterAds: 'Advertisers',
                filterAll: 'All',
                markAs: `Type of request no. ${id}`,
                validate: `Validate request no. ${id}`,
                validated: 'Validated',
                pdf: `Download request no. ${id} as PDF`,
                remove: `Delete request no. ${id}`,
                question: 'Delete this request?',
                confirm: 'Delete',
                pdfTitle: 'Quote request',
              };

        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=demandes');
        if (lang === 'en') await setLanguage(page, 'en');
        await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
        await fillSearch(page, page.locator('input[type="search"]:visible').first(), tel);
        const row = page.getByRole('row').filter({ hasText: nom });
        await expect(row).toHaveCount(1);

        // A client request: listed under 'Type Clients', not under 'Type Publicitaire'.
        await page.getByRole('button', { name: t.typeAds, exact: true }).click();
        await expect(row).toHaveCount(0);
        await page.getByRole('button', { name: t.typeClients, exact: true }).click();
        await expect(row).toHaveCount(1);
        // Reclassified as an advertiser's request, it moves to 'Publicitaires'.
        await page.getByRole('combobox', { name: t.markAs }).selectOption('publicitaire');
        await expect(row).toHaveCount(0);
        await page.getByRole('button', { name: t.filterAds, exact: true }).click();
        await expect(row).toHaveCount(1);
        await page.getByRole('button', { name: t.filterAll, exact: true }).click();
        await expect(row).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `section-demandes-${lang}-${testInfo.project.name}`);

        await validateRequest(page, row, t);

        const { text } = await downloadPdf(page, t.pdf);
        expect(text).toContain(t.pdfTitle);
        expect(text).toContain(nom);

        await page.getByRole('button', { name: t.remove }).click();
        await expect(page.getByRole('dialog')).toContainText(t.question);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t.confirm, exact: true })
          .click();
        await expect(row).toHaveCount(0);
        const gone = await request.get(`/api/demandes/${id}/pdf`, {
          headers: { authorization: `Bearer ${await adminToken(request)}` },
        });
        expect(gone.status()).toBe(404);
      },
    );
  }
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  clientAccount,
  expectDialogOpen,
  seedStation,
  shot,
  signInClient,
  signUpClient,
} from './support';

/**
 * Billing (issue 31) as staff and a client use it: staff issue a month from "Facturation" and
 * record a payment; a client opens "Payment" and pays online through Konnect (the local stand-in
 * of its API that playwright.config.ts starts), and comes back to the invoice paid. Desktop and
 * 375 px; the journeys in French, English checked on the same screens.
 */

type Lang = 'fr' | 'en';
const L = (lang: Lang, ns: string, key: string, vars?: Record<string, string | number>) =>
  appText(lang, ns, key, vars);
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
// Two journeys with a few dialogs and axe runs each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const tagOf = (testInfo: TestInfo) =>
  `${isPhone(testInfo) ? 'm' : 'd'}${Date.now().toString(36).slice(-6)}`;

/** `YYYY-MM` a number of months before the current one (Tunisia's calendar). */
function monthsAgo(count: number): string {
  const [year, month] = new Date()
    .toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' })
    .split('-')
    .map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - count, 1)).toISOString().slice(0, 7);
}
const lastDayOf = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * A filled dialog checked (axe, a screenshot) and submitted with `button`: it closes and the
 * status line says `saved`.
 */
async function checkAndSubmit(
  page: Page,
  dialog: Locator,
  button: string,
  { shotName, saved }: { shotName: string; saved: string },
) {
  await expectNoSeriousA11yViolations(page);
  await shot(page, shotName, { fullPage: false });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
}

/** A client signed up as clients do, with a station rented for the whole `period`. */
async function rentingClient(request: APIRequestContext, tag: string, period: string) {
  const client = clientAccount({
    companyName: `Café ${tag}`,
    fullName: `Gérant ${tag}`,
    email: `billing-${tag}@example.tn`,
  });
  const id = await signUpClient(request, client);
  const station = await seedStation(request, `B${tag}`);
  const contract = await request.post('/api/admin/contracts', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      clientId: id,
      stationIds: [station.id],
      startDate: `${period}-01`,
      endDate: lastDayOf(period),
      monthlyFeeMillimes: 150_000,
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  return { ...client, id, station };
}

async function openFacturation(page: Page, lang: Lang, testInfo: TestInfo) {
  const label = L(lang, 'app', 'backoffice.sections.facturation');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: L(lang, 'app', 'backoffice.drawer.open') }).click();
  }
  await page
    .getByRole('navigation', { name: L(lang, 'app', 'backoffice.sectionsLabel') })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('staff issue a month and record a payment in Facturation', async ({
  page,
  request,
}, testInfo) => {
  const tag = tagOf(testInfo);
  // A month of its own per project: the two projects share one server.
  const period = monthsAgo(isPhone(testInfo) ? 3 : 2);
  const client = await rentingClient(request, tag, period);
  await signInAsAdmin(page, request);
  await page.goto('/adminn');
  await setLanguage(page, 'fr');
  await openFacturation(page, 'fr', testInfo);

  await page.getByLabel(L('fr', 'billing', 'filters.period')).fill(period);
  await page.getByRole('button', { name: L('fr', 'billing', 'admin.issue') }).click();
  await expect(page.getByRole('status').filter({ hasText: /factures? émises?/ })).toBeVisible();
  // The invoice's row (the contracts table below names the client too).
  const row = page
    .getByRole('row')
    .filter({ hasText: client.companyName })
    .filter({ hasText: 'FAC-' });
  // 150.000 HT + 28.500 TVA + 1.000 timbre
  await expect(row).toContainText('179,500 TND');
  await expect(row).toContainText(L('fr', 'billing', 'status.issued'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-staff-fr-${testInfo.project.name}`);

  const number = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(number).toMatch(/^FAC-\d{4}-\d{5}$/);
  await row.getByRole('button', { name: L('fr', 'billing', 'actions.payOf', { number }) }).click();
  const dialog = page.getByRole('dialog', {
    name: L('fr', 'billing', 'payment.title', { number }),
  });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Montant \(TND\)/).fill('79,5');
  await dialog.getByLabel(/^Référence/).fill(`VIR-${tag}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: L('fr', 'billing', 'payment.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(L('fr', 'billing', 'status.partially_paid'));
  await expect(row).toContainText('100,000 TND');

  // An overpayment is refused with the server's message, nothing recorded.
  await row.getByRole('button', { name: L('fr', 'billing', 'actions.payOf', { number }) }).click();
  await dialog.getByLabel(/^Montant \(TND\)/).fill('100,001');
  await dialog.getByRole('button', { name: L('fr', 'billing', 'payment.save') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ce paiement dépasse le montant restant dû sur la facture.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The same screen in English.
  await setLanguage(page, 'en');
  await expect(
    page.getByRole('heading', { level: 2, name: L('en', 'billing', 'admin.title') }),
  ).toBeVisible();
  await page.getByLabel(L('en', 'billing', 'filters.period')).fill(period);
  await expect(row).toContainText(L('en', 'billing', 'status.partially_paid'));
  await expect(row).toContainText('100.000 TND');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-staff-en-${testInfo.project.name}`);
});

test('a client pays an invoice online through Konnect', async ({ page, request }, testInfo) => {
  const tag = tagOf(testInfo);
  const period = monthsAgo(isPhone(testInfo) ? 5 : 4);
  const client = await rentingClient(request, tag, period);
  const run = await request.post('/api/admin/invoices/run', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { period },
  });
  expect(run.status(), await run.text()).toBe(200);
  const token = await signInClient(request, client);
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
  await page.goto('/compte-client?section=payment');
  await setLanguage(page, 'fr');

  const row = page.getByRole('row').filter({ hasText: period });
  await expect(row).toContainText('179,500 TND');
  await expect(row).toContainText(L('fr', 'billing', 'status.issued'));
  await expect(page.getByText(L('fr', 'billing', 'portal.contractsTitle'))).toBeVisible();
  await expect(page.getByText(client.station.reference)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-portal-fr-${testInfo.project.name}`);

  const number = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  await row
    .getByRole('button', { name: L('fr', 'billing', 'portal.payOnlineOf', { number }) })
    .click();
  // Konnect's page (the stand-in): the amount asked is what is due, in millimes.
  await expect(page.getByTestId('amount')).toHaveText('179500');
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  // Back in the portal, the webhook confirmed with Konnect has recorded the payment.
  await expect(page).toHaveURL(/\/compte-client\?section=payment$/);
  await expect(row).toContainText(L('fr', 'billing', 'status.paid'));
  await expect(row).toContainText('0,000 TND');
  await expect(
    row.getByRole('button', { name: L('fr', 'billing', 'portal.payOnlineOf', { number }) }),
  ).toHaveCount(0);

  // The invoice's PDF from the portal.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: L('fr', 'billing', 'actions.pdfOf', { number }) }).click(),
  ]);
  expect(pdf.suggestedFilename()).toContain(number);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await setLanguage(page, 'en');
  await expect(row).toContainText(L('en', 'billing', 'status.paid'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-portal-en-${testInfo.project.name}`);
});

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Staff keep a client's invoicing details, renew its contract and read an invoice's history: the
 * contract form's refusal, the client's tax number and invoice language, "Renouveler", then the
 * month issued, a cheque recorded and the invoice opened on its payments. One journey: French on
 * desktop, English at 375 px (CI time), each screen shot in the other language at its end too.
 */
async function contractsAndHistory(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const lang: Lang = isPhone(testInfo) ? 'en' : 'fr';
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  const t = (key: string, vars?: Record<string, string | number>) => L(lang, 'billing', key, vars);
  const tag = tagOf(testInfo);
  const period = monthsAgo(isPhone(testInfo) ? 7 : 6);
  const client = await rentingClient(request, tag, period);
  const staff = { authorization: `Bearer ${await adminToken(request)}` };
  await signInAsAdmin(page, request);
  await page.goto('/adminn');
  await setLanguage(page, lang);
  await openFacturation(page, lang, testInfo);

  // The contract form refuses an empty submit with every message and focuses the first field.
  await page.getByRole('button', { name: t('contracts.add'), exact: true }).click();
  const form = page.getByRole('dialog', { name: t('contracts.add') });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: t('contracts.save') }).click();
  await expect(form.getByRole('combobox', { name: t('contracts.client') })).toBeFocused();
  await expect(form).toContainText(t('contracts.feeInvalid'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-contract-form-${lang}-${testInfo.project.name}`, { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // The client's tax number and invoice language, from its contract's row.
  const contractRow = page
    .getByRole('row')
    .filter({ hasText: client.station.reference })
    .filter({ hasText: client.companyName });
  await contractRow
    .getByRole('button', {
      name: L(lang, 'billing', 'clientBilling.openOf', { client: client.companyName }),
    })
    .click();
  const billingDialog = page.getByRole('dialog', {
    name: t('clientBilling.title', { client: client.companyName }),
  });
  await expect(billingDialog.getByRole('button', { name: t('clientBilling.save') })).toBeEnabled();
  const taxNumber = `1234567/${tag.slice(0, 1).toUpperCase()}/M/000`;
  await billingDialog
    .getByLabel(new RegExp(`^${t('clientBilling.taxNumber').replace(/[()]/g, '\\$&')}`))
    .fill(taxNumber);
  await billingDialog.getByLabel(new RegExp(`^${t('clientBilling.language')}`)).selectOption('en');
  await checkAndSubmit(page, billingDialog, t('clientBilling.save'), {
    shotName: `billing-client-${lang}-${testInfo.project.name}`,
    saved: t('clientBilling.saved', { client: client.companyName }),
  });
  const saved = await request.get(`/api/admin/billing/clients/${client.id}`, { headers: staff });
  expect(await saved.json()).toMatchObject({ taxNumber, invoiceLanguage: 'en' });

  // Renew the contract: from the day after it ends, a new fee, open-ended.
  const end = lastDayOf(period);
  await contractRow
    .getByRole('button', {
      name: t('contracts.renewOf', { client: client.companyName, end: ddmmyyyy(end) }),
    })
    .click();
  const renew = page.getByRole('dialog', {
    name: t('contracts.renewTitle', { client: client.companyName }),
  });
  await expect(renew).toContainText(ddmmyyyy(dayAfter(end)));
  await renew.getByLabel(new RegExp(`^${t('contracts.fee').replace(/[()]/g, '\\$&')}`)).fill('165');
  await checkAndSubmit(page, renew, t('contracts.renewAction'), {
    shotName: `billing-renew-${lang}-${testInfo.project.name}`,
    saved: t('contracts.renewed', { start: ddmmyyyy(dayAfter(end)) }),
  });
  const renewedRow = page
    .getByRole('row')
    .filter({ hasText: client.companyName })
    .filter({ hasText: ddmmyyyy(dayAfter(end)) });
  await expect(renewedRow).toContainText(lang === 'fr' ? '165,000 TND' : '165.000 TND');

  // Issue the month, record a cheque, then open the invoice on its history.
  await page.getByLabel(t('filters.period')).fill(period);
  await page.getByRole('button', { name: t('admin.issue') }).click();
  const invoiceRow = page
    .getByRole('row')
    .filter({ hasText: client.companyName })
    .filter({ hasText: 'FAC-' });
  await expect(invoiceRow).toBeVisible();
  // The client filter: the list and the totals narrow to this client's month.
  await page
    .getByLabel(L(lang, 'common', 'picker.filterLabel', { label: t('filters.client') }))
    .fill(client.companyName);
  const clientFilter = page.getByRole('combobox', { name: t('filters.client'), exact: true });
  await expect(
    clientFilter.getByRole('option', { name: new RegExp(client.companyName) }),
  ).toHaveCount(1);
  await clientFilter.selectOption(String(client.id));
  await expect(page.getByRole('row').filter({ hasText: 'FAC-' })).toHaveCount(1);
  await expect(page.getByRole('definition').first()).toHaveText(
    lang === 'fr' ? '179,500 TND' : '179.500 TND',
  );
  const number = (await invoiceRow.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(number).toMatch(/^FAC-\d{4}-\d{5}$/);
  const { id } = (
    (await (await request.get(`/api/admin/invoices?q=${number}`, { headers: staff })).json()) as {
      id: number;
    }[]
  )[0]!;
  const paidAt = new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });
  const payment = await request.post(`/api/admin/invoices/${id}/payments`, {
    headers: staff,
    data: { amountMillimes: 79_500, method: 'cheque', paidAt, reference: `CHQ-${tag}` },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await page.reload();
  await page.getByLabel(t('filters.period')).fill(period);
  await invoiceRow.getByRole('button', { name: t('actions.detailOf', { number }) }).click();
  const detail = page.getByRole('dialog', { name: t('detail.title', { number }) });
  const payments = detail.getByRole('table', { name: t('detail.payments') });
  const paymentRow = payments.getByRole('row').filter({ hasText: `CHQ-${tag}` });
  await expect(paymentRow).toContainText(ddmmyyyy(paidAt));
  await expect(paymentRow).toContainText(t('method.cheque'));
  await expect(paymentRow).toContainText(lang === 'fr' ? '79,500 TND' : '79.500 TND');
  await expect(detail).toContainText(t('detail.noReminders'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `billing-invoice-${lang}-${testInfo.project.name}`, { fullPage: false });
  // The PDF from the history.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: t('detail.pdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toContain(number);
  // Keyboard: Escape closes it and gives the focus back to the invoice's number.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(
    invoiceRow.getByRole('button', { name: t('actions.detailOf', { number }) }),
  ).toBeFocused();

  // The sales journal of the month the invoice was issued in (this one), for the accountant: a CSV
  // for a French Excel, the client's tax number on its line.
  const thisMonth = paidAt.slice(0, 7);
  await page.getByLabel(t('filters.period')).fill(thisMonth);
  const [journal] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('admin.journal') }).click(),
  ]);
  expect(journal.suggestedFilename()).toBe(`journal-ventes-${thisMonth}.csv`);
  const csv = await readFile((await journal.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const line = csv.split(/\r?\n/).find((text) => text.includes(number)) ?? '';
  expect(line).toContain(`;${taxNumber};${period};150,000;28,500;1,000;179,500;`);

  // The same history in the other language.
  await setLanguage(page, other);
  await page.getByLabel(L(other, 'billing', 'filters.period')).fill(period);
  await invoiceRow
    .getByRole('button', { name: L(other, 'billing', 'actions.detailOf', { number }) })
    .click();
  const otherDetail = page.getByRole('dialog', {
    name: L(other, 'billing', 'detail.title', { number }),
  });
  await expectDialogOpen(otherDetail);
  await expect(otherDetail.getByRole('row').filter({ hasText: `CHQ-${tag}` })).toContainText(
    L(other, 'billing', 'method.cheque'),
  );
  await shot(page, `billing-invoice-${other}-${testInfo.project.name}`, { fullPage: false });
}

test('staff set a client’s tax number, renew its contract and read an invoice’s history @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  await contractsAndHistory(page, request, testInfo);
});

test('staff set a client’s tax number, renew its contract and read an invoice’s history, in English at 375 px @mobile-only', async ({
  page,
  request,
}, testInfo) => {
  await contractsAndHistory(page, request, testInfo);
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  clientAccount,
  expectDialogOpen,
  expectFocusBackOn,
  fillSearch,
  oneWidthPerLanguage,
  seedStation,
  sendQuoteRequest,
  shot,
  signUpClient,
  tabTo,
  xsrfHeaders,
} from './support';
import { searchDigits, uniquePhone } from './unique';

/**
 * Keyboard only: no click, no hover. Dialogs open with Enter, close with Escape, their cancel or
 * their submit, and focus must come back to the control that opened them (never <body>).
 */

type Lang = 'fr' | 'en';
const PHOTO = readFileSync(new URL('./fixtures/admin-face.jpg', import.meta.url));

const tag = (testInfo: TestInfo, lang: Lang) =>
  `K${testInfo.project.name === 'mobile' ? 'M' : 'D'}${lang}${Date.now().toString(36)}`;

test.describe('keyboard only: focus comes back after every dialog', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `a visitor requests a quote from the hero (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page }) => {
        await page.goto('/');
        if (lang === 'en') await setLanguage(page, 'en');
        const text = (key: string) => appText(lang, 'site', `landing.${key}`);
        const form = (key: string) => appText(lang, 'sales', `landing.${key}`);
        const opener = page
          .locator('#hero')
          .getByRole('button', { name: text('hero.requestQuote'), exact: true });
        await tabTo(page, opener);
        const dialog = page.getByRole('dialog', { name: form('forms.quote.title') });
        // Annuler, reached with Tab.
        await closesWithEscapeAndButton(
          page,
          opener,
          dialog,
          dialog.getByRole('button', { name: appText(lang, 'common', 'actions.cancel') }),
        );

        // Again, filled in from the keyboard and sent with Enter.
        await page.keyboard.press('Enter');
        await expectDialogOpen(dialog);
        await typeInto(page, dialog.getByLabel(form('forms.quote.nom')), 'Amel Keyboard');
        await typeInto(page, dialog.getByLabel(form('forms.quote.nomentreprise')), 'Café Clavier');
        await typeInto(page, dialog.getByLabel(form('forms.quote.fonction')), 'Gérante');
        await typeInto(page, dialog.getByLabel(form('forms.quote.tel')), uniquePhone());
        await typeInto(page, dialog.getByLabel(form('forms.quote.email')), 'amel.k@example.tn');
        const governorate = dialog.getByLabel(form('forms.quote.gouvernorat'));
        await tabTo(page, governorate);
        await page.keyboard.press('ArrowDown');
        await expect(governorate).not.toHaveValue('');
        await typeInto(page, dialog.getByLabel(form('forms.quote.message')), 'Deux Nano Box.');
        await tabTo(page, dialog.getByRole('button', { name: form('forms.quote.submit') }));
        await page.keyboard.press('Enter');
        await expect(
          page.getByRole('status').filter({ hasText: form('forms.quote.success') }),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
        await expectFocusBackOn(page, opener);
        await expectNoSeriousA11yViolations(page);
      },
    );

    test(
      `a visitor files a QR complaint with the keyboard (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const reference = (await seedStation(request, tag(testInfo, lang))).reference;
        await page.goto(`/reclamation-qr?station=${encodeURIComponent(reference)}`);
        if (lang === 'en') await setLanguage(page, 'en');
        const q = (key: string) => appText(lang, 'reclamations', key);
        const form = page.locator('form');
        await expect(form.getByLabel(q('form.lieu'))).not.toHaveValue('');
        await typeInto(page, form.getByLabel(q('form.nom')).first(), 'Ben Clavier');
        await typeInto(page, form.getByLabel(q('form.prenom')), 'Amira');
        await typeInto(page, form.getByLabel(q('form.email')), 'amira.clavier@example.tn');
        await typeInto(page, form.getByLabel(q('form.telephone')), uniquePhone());
        for (const select of ['form.typeRetour', 'form.usage', 'form.souhaiteRetour']) {
          const field = form.getByLabel(q(select));
          await tabTo(page, field);
          await page.keyboard.press('ArrowDown');
          await expect(field).not.toHaveValue('');
        }
        await typeInto(page, form.getByLabel(q('form.description')), 'Le câble ne charge plus.');
        await tabTo(page, form.getByRole('button', { name: q('form.submit') }));
        await page.keyboard.press('Enter');
        // The confirmation takes the focus, so a screen reader reads the case number.
        const success = page
          .getByRole('status')
          .filter({ hasText: q('form.sent') })
          .first();
        await expect(success).toBeFocused({ timeout: 15_000 });
        await expect(success).toContainText(/RQ-\d{8}-[A-Z0-9]{6}/);
        await expectNoSeriousA11yViolations(page);
      },
    );

    test(
      `staff handle QR complaints and keep their place in the list (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const code = tag(testInfo, lang);
        for (const prenom of ['Karim', 'Nadia'])
          await fileQrComplaint(request, `Clavier ${code}`, prenom);

        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=reclamations');
        if (lang === 'en') await setLanguage(page, 'en');
        const rt = (key: string, vars = {}) => appText(lang, 'reclamations', key, vars);
        await page.getByLabel(rt('section.statusFilter')).selectOption('new');
        await fillSearch(page, page.locator('input[type="search"]:visible').first(), code);
        const names = page.getByRole('row').filter({ hasText: code }).getByRole('button');
        await expect(names).toHaveCount(2);
        // The first row in the list, and the one after it.
        const [first, second] = await Promise.all(
          [0, 1].map(async (index) => (await names.nth(index).getAttribute('aria-label')) ?? ''),
        );
        const opener = page.getByRole('button', { name: first, exact: true });
        const successor = page.getByRole('button', { name: second, exact: true });
        await page.locator('input[type="search"]:visible').first().focus();
        await tabTo(page, opener);
        const dialog = page.getByRole('dialog', { name: rt('details.title') });
        // 'Fermer' reached with Tab (the footer button, after the corner cross).
        await closesWithEscapeAndButton(
          page,
          opener,
          dialog,
          dialog.getByRole('button', { name: rt('details.close'), exact: true }).last(),
        );

        // Saved without a change: the case stays in the list, focus on its button.
        await page.keyboard.press('Enter');
        await expectDialogOpen(dialog);
        await tabTo(page, dialog.getByRole('button', { name: rt('details.save') }));
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expectFocusBackOn(page, opener);

        // Resolved: it leaves the 'new' list, and focus goes to the case that followed it.
        await page.keyboard.press('Enter');
        await expectDialogOpen(dialog);
        const status = dialog.getByLabel(rt('details.caseStatus'));
        await tabTo(page, status);
        await status.selectOption('resolved');
        await tabTo(page, dialog.getByRole('button', { name: rt('details.save') }));
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(opener).toHaveCount(0);
        await expectFocusBackOn(page, successor);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `keyboard-qr-successor-focus-${lang}-${testInfo.project.name}`, {
          fullPage: false,
        });
      },
    );

    test(
      `staff edit and delete public spaces and keep their place (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const code = tag(testInfo, lang);
        for (const letter of ['A', 'B'])
          await seedEspace(request, `Espace Clavier ${letter} ${code}`);
        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=espaces');
        if (lang === 'en') await setLanguage(page, 'en');
        const search = page.locator('input[type="search"]:visible').first();
        await fillSearch(page, search, code);
        const lt = (ns: string, key: string, vars = {}) => appText(lang, ns, key, vars);
        const rows = page.getByRole('row').filter({ hasText: code });
        await expect(rows).toHaveCount(2);
        const [first, second] = await Promise.all(
          [0, 1].map(
            async (index) => (await rows.nth(index).getByRole('rowheader').textContent()) ?? '',
          ),
        );
        const edit = page.getByRole('button', {
          name: lt('espaces', 'admin.editOne', { name: first }),
        });
        await tabTo(page, edit);
        const dialog = page.getByRole('dialog', { name: lt('espaces', 'admin.editTitle') });
        // Annuler, reached with Tab.
        await closesWithEscapeAndButton(
          page,
          edit,
          dialog,
          dialog.getByRole('button', { name: lt('common', 'actions.cancel') }),
        );

        // Enregistrer: the change is saved and focus is back on the same row's button.
        await page.keyboard.press('Enter');
        await expectDialogOpen(dialog);
        const ville = dialog.getByLabel(lt('espaces', 'admin.columns.ville'));
        await tabTo(page, ville);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('Hammamet');
        await tabTo(page, dialog.getByRole('button', { name: lt('common', 'actions.save') }));
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(rows.first()).toContainText('Hammamet');
        await expectFocusBackOn(page, edit);

        // Delete the first row: focus goes to the same button of the row that followed it.
        const confirm = page.getByRole('dialog', {
          name: appText(lang, 'common', 'dialog.confirmTitle'),
        });
        const remove = (name: string) =>
          page.getByRole('button', { name: lt('espaces', 'admin.deleteOne', { name }) });
        await tabTo(page, remove(first));
        await page.keyboard.press('Enter');
        await expectDialogOpen(confirm);
        await tabTo(page, confirm.getByRole('button', { name: lt('common', 'actions.delete') }));
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        await expect(rows).toHaveCount(1);
        await expectFocusBackOn(page, remove(second));

        // Delete the last one: the list is empty, focus is on its message.
        await page.keyboard.press('Enter');
        await expectDialogOpen(confirm);
        await tabTo(page, confirm.getByRole('button', { name: lt('common', 'actions.delete') }));
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        await expectFocusBackOn(
          page,
          page.getByText(lt('common', 'list.emptySearch', { q: code })),
        );
        await expectNoSeriousA11yViolations(page);
        await shot(page, `keyboard-empty-list-focus-${lang}-${testInfo.project.name}`, {
          fullPage: false,
        });
      },
    );

    test(
      `staff delete checked clients together and keep their place (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const code = tag(testInfo, lang);
        for (const n of [1, 2, 3, 4]) await signUpClientNamed(request, `${code} ${n}`);
        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=users');
        if (lang === 'en') await setLanguage(page, 'en');
        const lt = (ns: string, key: string, vars = {}) => appText(lang, ns, key, vars);
        await fillSearch(page, page.locator('input[type="search"]:visible').first(), code);
        const rows = page.getByRole('row').filter({ hasText: code });
        await expect(rows).toHaveCount(4);
        const names = await Promise.all(
          [0, 1, 2, 3].map(
            async (index) => (await rows.nth(index).getByRole('rowheader').textContent()) ?? '',
          ),
        );
        const check = async (name: string) => {
          const box = page.getByRole('checkbox', {
            name: lt('users', 'admin.selectOne', { name }),
          });
          await tabTo(page, box);
          await page.keyboard.press('Space');
          await expect(box).toBeChecked();
        };
        const confirm = page.getByRole('dialog', {
          name: appText(lang, 'common', 'dialog.confirmTitle'),
        });
        const deleteChecked = async (count: number) => {
          await tabTo(
            page,
            page.getByRole('button', { name: lt('users', 'admin.deleteSelected', { count }) }),
          );
          await page.keyboard.press('Enter');
          await expectDialogOpen(confirm);
          await tabTo(page, confirm.getByRole('button', { name: lt('common', 'actions.delete') }));
          await page.keyboard.press('Enter');
          await expect(confirm).toBeHidden();
        };

        // The first and third rows go: focus lands on the delete button of the row that followed
        // the first of them (the second), as after a single delete.
        await check(names[0] ?? '');
        await check(names[2] ?? '');
        await deleteChecked(2);
        await expect(rows).toHaveCount(2);
        await expectFocusBackOn(
          page,
          page.getByRole('button', { name: lt('users', 'admin.deleteOne', { name: names[1] }) }),
        );
        await expectNoSeriousA11yViolations(page);
        await shot(page, `keyboard-users-bulk-delete-${lang}-${testInfo.project.name}`, {
          fullPage: false,
        });

        // The rest go: the list is empty, focus is on its message.
        await check(names[1] ?? '');
        await check(names[3] ?? '');
        await deleteChecked(2);
        await expectFocusBackOn(
          page,
          page.getByText(lt('common', 'list.emptySearch', { q: code })),
        );
      },
    );

    test(
      `a bulk delete on a later page stays on that page while it has rows (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const code = tag(testInfo, lang);
        // Seven clients: five on page 1, two on page 2 (USERS_PAGE_SIZE is 5).
        for (const n of [1, 2, 3, 4, 5, 6, 7]) await signUpClientNamed(request, `${code} ${n}`);
        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=users');
        if (lang === 'en') await setLanguage(page, 'en');
        const lt = (ns: string, key: string, vars = {}) => appText(lang, ns, key, vars);
        const pageButton = (n: number) =>
          page.getByRole('button', {
            name: appText(lang, 'common', 'pagination.page', { page: n }),
          });
        await fillSearch(page, page.locator('input[type="search"]:visible').first(), code);
        const rows = page.getByRole('row').filter({ hasText: code });
        await expect(rows).toHaveCount(5);
        await tabTo(page, pageButton(2));
        await page.keyboard.press('Enter');
        await expect(rows).toHaveCount(2);

        const deleteFirstChecked = async () => {
          const name = (await rows.first().getByRole('rowheader').textContent()) ?? '';
          const box = page.getByRole('checkbox', {
            name: lt('users', 'admin.selectOne', { name }),
          });
          await tabTo(page, box);
          await page.keyboard.press('Space');
          await tabTo(
            page,
            page.getByRole('button', { name: lt('users', 'admin.deleteSelected', { count: 1 }) }),
          );
          await page.keyboard.press('Enter');
          const confirm = page.getByRole('dialog', {
            name: appText(lang, 'common', 'dialog.confirmTitle'),
          });
          await expectDialogOpen(confirm);
          await tabTo(page, confirm.getByRole('button', { name: lt('common', 'actions.delete') }));
          await page.keyboard.press('Enter');
          await expect(confirm).toBeHidden();
        };

        // Page 2 still has a row: the list stays there (it used to jump back to page 1).
        await deleteFirstChecked();
        await expect(rows).toHaveCount(1);
        await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
        // Its last row goes: page 2 no longer exists, the list shows page 1.
        await deleteFirstChecked();
        await expect(rows).toHaveCount(5);
        await expect(pageButton(2)).toHaveCount(0);
      },
    );

    test(
      `staff delete quote requests on the staff screen and keep their place (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }) => {
        // Two requests from one phone number, so one search lists exactly them (newest first).
        const tel = uniquePhone();
        const older = await sendQuoteRequest(request, tel, `Clavier ${tel} A`);
        const newer = await sendQuoteRequest(request, tel, `Clavier ${tel} B`);
        await signInAsAdmin(page, request);
        await page.goto('/gestion-demandes');
        if (lang === 'en') await setLanguage(page, 'en');
        const st = (key: string, vars = {}) => appText(lang, 'sales', key, vars);
        const search = page.getByRole('searchbox', { name: st('staff.searchLabel') });
        await fillSearch(page, search, searchDigits(tel));
        const rows = page
          .getByRole('region', { name: st('staff.demandesHeading'), exact: true })
          .getByRole('row')
          .filter({ hasText: tel });
        await expect(rows).toHaveCount(2);
        const remove = (id: number) =>
          page.getByRole('button', { name: st('actions.deleteOf', { id }), exact: true });
        const confirm = page.getByRole('dialog', {
          name: appText(lang, 'common', 'dialog.confirmTitle'),
        });
        const deleteRow = async (id: number) => {
          await tabTo(page, remove(id));
          await page.keyboard.press('Enter');
          await expectDialogOpen(confirm);
          await expect(confirm).toContainText(st('staff.deleteQuestion'));
          await tabTo(page, confirm.getByRole('button', { name: st('actions.delete') }));
          await page.keyboard.press('Enter');
          await expect(confirm).toBeHidden();
        };

        // Escape keeps the request, and the focus on its delete button.
        await tabTo(page, remove(newer.id));
        await page.keyboard.press('Enter');
        await expectDialogOpen(confirm);
        await page.keyboard.press('Escape');
        await expect(confirm).toBeHidden();
        await expectFocusBackOn(page, remove(newer.id));

        // The first row goes: focus on the delete button of the one that followed it.
        await deleteRow(newer.id);
        await expect(rows).toHaveCount(1);
        await expectFocusBackOn(page, remove(older.id));

        // The last one goes: focus on the empty list's message.
        await deleteRow(older.id);
        await expect(rows).toHaveCount(0);
        await expectFocusBackOn(page, page.getByText(st('staff.noDemandesForSearch')));
        await expectNoSeriousA11yViolations(page);
      },
    );

    test(
      `staff change a quote request's type and keep their place (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(60_000);
        const tel = uniquePhone();
        const older = await sendQuoteRequest(request, tel, `Clavier ${tel} A`);
        const newer = await sendQuoteRequest(request, tel, `Clavier ${tel} B`);
        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=demandes');
        if (lang === 'en') await setLanguage(page, 'en');
        const st = (key: string, vars = {}) => appText(lang, 'sales', key, vars);
        await fillSearch(
          page,
          page.locator('input[type="search"]:visible').first(),
          searchDigits(tel),
        );
        // Only the clients' requests: one reclassified as an advertiser's leaves the list.
        const clients = page.getByRole('button', { name: st('section.typeClients'), exact: true });
        await tabTo(page, clients);
        await page.keyboard.press('Enter');
        await expect(clients).toHaveAttribute('aria-pressed', 'true');
        const rows = page.getByRole('row').filter({ hasText: tel });
        await expect(rows).toHaveCount(2);
        const type = (id: number) =>
          page.getByRole('combobox', { name: st('actions.markAs', { id }), exact: true });

        // The arrow key picks the next type ('Publicitaire'): the request leaves the list and focus
        // goes to the type of the request that followed it.
        await tabTo(page, type(newer.id));
        await expect(type(newer.id)).toHaveValue('client');
        await page.keyboard.press('ArrowDown');
        await expect(rows).toHaveCount(1);
        await expectFocusBackOn(page, type(older.id));

        // The last one leaves: focus on the empty list's message.
        await page.keyboard.press('ArrowDown');
        await expect(rows).toHaveCount(0);
        await expectFocusBackOn(page, page.getByText(st('section.empty')));
        await expectNoSeriousA11yViolations(page);
        await shot(page, `keyboard-demande-type-focus-${lang}-${testInfo.project.name}`, {
          fullPage: false,
        });
      },
    );
  }
});

/** Tabs to a text field and types into it, as a keyboard user fills a form. */
/**
 * With the focus on `opener`: Enter opens the dialog and Escape closes it, then Enter opens it
 * again and `closeButton`, reached with Tab, closes it; each time the focus comes back to `opener`.
 */
async function closesWithEscapeAndButton(
  page: Page,
  opener: Locator,
  dialog: Locator,
  closeButton: Locator,
) {
  await page.keyboard.press('Enter');
  await expectDialogOpen(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusBackOn(page, opener);

  await page.keyboard.press('Enter');
  await expectDialogOpen(dialog);
  await tabTo(page, closeButton);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusBackOn(page, opener);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

async function fileQrComplaint(request: APIRequestContext, nom: string, prenom: string) {
  const filed = await request.post('/api/reclamations/qr', {
    headers: await xsrfHeaders(request),
    multipart: {
      nom,
      prenom,
      email: 'karim.keyboard@example.tn',
      telephone: uniquePhone(),
      type_retour: 'Réclamation',
      lieu: 'Mall du Lac',
      date_probleme: new Date().toISOString().slice(0, 10),
      heure_probleme: '10:15',
      usage_nano_box: 'Autre',
      description: 'La borne ne répond plus.',
      souhaite_retour: 'Oui, par email',
      photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}

/** A client account created the way clients do it: POST /api/signup (anonymous, XSRF). */
async function signUpClientNamed(request: APIRequestContext, name: string) {
  await signUpClient(
    request,
    clientAccount({
      companyName: `Société ${name}`,
      fullName: `Client ${name}`,
      email: `client-${name.replace(/\W+/g, '-').toLowerCase()}@example.tn`,
    }),
  );
}

async function seedEspace(request: APIRequestContext, nom: string) {
  const response = await request.post('/api/admin/espaces', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { nom, gouvernorat: 'Nabeul', ville: 'Nabeul', activite: 'Commerce' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

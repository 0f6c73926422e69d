import type { Contract, Invoice, InvoiceDetail } from '@app/contracts/billing';
import { STATION_ROW, USER_ROW } from '@test/admin-rows';
import { jsonResponse, listResponse, stubApi } from '@test/api-stub';
import { INVOICE_ROW } from '@test/billing-rows';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientBillingDialog } from './ClientBillingDialog';
import { ContractDialog } from './ContractDialog';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { PaymentDialog } from './PaymentDialog';
import { RenewContractDialog } from './RenewContractDialog';

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

afterEach(() => localStorage.clear());

/**
 * Types `text` in a dinar field and submits: focus comes back to the field, which says `hint`.
 * The field is left empty for the next try.
 */
async function expectDinarsRefused(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  [text, submit, hint]: [string, () => Promise<void>, RegExp],
) {
  await user.clear(field);
  await user.type(field, text);
  await submit();
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(hint);
  await user.clear(field);
}

describe('the contract form', () => {
  it('shows every message on an invalid submit, focuses the first, then posts the fee in millimes', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const user = userEvent.setup();
    const fetchMock = stubApi({
      // The answers are checked against the contract in tests, as in development builds.
      'GET /api/users': () => listResponse([USER_ROW]),
      'GET /api/admin/stations': () => listResponse([STATION_ROW]),
      'POST /api/admin/contracts': () => jsonResponse({ ...contract, id: 99 }, { status: 201 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<ContractDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau contrat' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contrat' }));

    const client = within(dialog).getByRole('combobox', { name: 'Client' });
    // Focus lands on an invalid field (jsdom lists a selector group's matches by selector, not in
    // document order, so which one is the browser's business: e2e/billing.spec.ts checks it).
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(client).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Choisissez le client du contrat.');
    expect(dialog).toHaveTextContent('Choisissez au moins une station (200 au plus).');
    expect(dialog).toHaveTextContent('Saisissez le loyer en dinars, avec au plus trois décimales.');
    expect(sent(fetchMock, 'POST')).toHaveLength(0);

    await within(client).findByRole('option', { name: 'Café des Palmiers — Amel Ben Salah' });
    await user.selectOptions(client, '3');
    const station = within(dialog).getByRole('combobox', { name: 'Ajouter une station' });
    await within(station).findByRole('option', { name: 'NB-0011' });
    await user.selectOptions(station, '11');
    expect(within(dialog).getByRole('list', { name: 'Stations' })).toHaveTextContent('NB-0011');
    await user.type(within(dialog).getByLabelText(/^Loyer mensuel HT/), '150,5');
    const terms = within(dialog).getByLabelText(/^Délai de paiement/);
    expect(terms).toHaveValue('15');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contrat' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'POST')[0]?.body).toEqual({
      clientId: 3,
      stationIds: [11],
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: null,
      monthlyFeeMillimes: 150_500,
      paymentTermsDays: 15,
      commissionBp: null,
    });
  });
});

const contract: Contract = {
  id: 5,
  clientId: 3,
  client: 'Café des Palmiers',
  stationIds: [11],
  stations: [{ id: 11, reference: 'NB-0011' }],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  monthlyFeeMillimes: 150_000,
  paymentTermsDays: 15,
  status: 'active',
  renewedFromId: null,
  commissionBp: null,
  createdAt: '2026-01-01T08:00:00.000Z',
};

describe('renewing a contract', () => {
  it('starts the day after the end, keeps the fee unless changed, and posts what the API needs', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/admin/contracts/5/renew': () => jsonResponse(contract, { status: 201 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<RenewContractDialog contract={contract} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Renouveler le contrat de Café des Palmiers',
    });
    expect(dialog).toHaveTextContent('commencera le 01/01/2027');
    const fee = within(dialog).getByLabelText(/^Loyer mensuel HT/);
    expect(fee).toHaveValue('150,000');
    const renew = () => user.click(within(dialog).getByRole('button', { name: 'Renouveler' }));
    await expectDinarsRefused(user, fee, ['cent', renew, /Saisissez le loyer en dinars/]);
    expect(sent(fetchMock, 'POST')).toHaveLength(0);

    await user.type(fee, '165');
    await user.type(within(dialog).getByLabelText(/^Fin/), '2027-12-31');
    await renew();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'POST')).toEqual([
      {
        url: '/api/admin/contracts/5/renew',
        body: { endDate: '2027-12-31', monthlyFeeMillimes: 165_000 },
      },
    ]);
  });
});

describe("a client's invoicing details", () => {
  it('loads the tax number and language, then saves them', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/billing/clients/3': () =>
        jsonResponse({
          id: 3,
          companyName: 'Café des Palmiers',
          taxNumber: null,
          invoiceLanguage: 'fr',
        }),
      'PUT /api/admin/billing/clients/3': () =>
        jsonResponse({
          id: 3,
          companyName: 'Café des Palmiers',
          taxNumber: '1234567/A/M/000',
          invoiceLanguage: 'en',
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ClientBillingDialog client={{ id: 3, name: 'Café des Palmiers' }} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Facturation de Café des Palmiers',
    });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(within(dialog).getByLabelText(/^Matricule fiscal/), '1234567/A/M/000');
    await user.selectOptions(within(dialog).getByLabelText(/^Langue des factures/), 'en');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'PUT')).toEqual([
      {
        url: '/api/admin/billing/clients/3',
        body: { taxNumber: '1234567/A/M/000', invoiceLanguage: 'en' },
      },
    ]);
  });
});

const invoice: Invoice = { ...INVOICE_ROW, status: 'overdue' };

/** The detail dialog of `invoice`, its GET answered with `detail`. */
async function openDetail(detail: InvoiceDetail) {
  stubApi({ 'GET /api/admin/invoices/7': () => jsonResponse(detail) });
  const view = renderWithProviders(
    <InvoiceDetailDialog
      invoice={invoice}
      onClose={vi.fn()}
      onPdf={vi.fn()}
      onClientBilling={vi.fn()}
    />,
  );
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Facture FAC-2026-00042' }) };
}

describe('an invoice’s history', () => {
  it('lists its payments, the reminders sent and the credit note that cancelled it', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const detail: InvoiceDetail = {
      ...invoice,
      payments: [
        {
          id: 1,
          amountMillimes: 79_500,
          method: 'cheque',
          paidAt: '2026-03-10',
          reference: 'CHQ 77',
        },
      ],
      reminders: [
        { stage: 3, sentAt: '2026-03-19T08:00:00.000Z', email: 'amel@palmiers.tn' },
        { stage: 15, sentAt: '2026-03-31T08:00:00.000Z', email: 'amel@palmiers.tn' },
      ],
      creditNote: null,
    };
    const { dialog, unmount } = await openDetail(detail);
    const payments = await within(dialog).findByRole('table', { name: 'Paiements' });
    const row = within(payments).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('10/03/2026');
    expect(row).toHaveTextContent('Chèque');
    expect(row).toHaveTextContent('CHQ 77');
    expect(row).toHaveTextContent('79,500 TND');
    expect(dialog).toHaveTextContent(
      /Relance J\+3 envoyée le 19\/03\/2026 \d\d:\d\d à amel@palmiers\.tn/,
    );
    expect(dialog).toHaveTextContent(/Relance J\+15 envoyée le 31\/03\/2026/);
    expect(dialog).toHaveTextContent('TVA (19 %)28,500 TND');
    unmount();

    const { dialog: cancelled } = await openDetail({
      ...detail,
      status: 'cancelled',
      payments: [],
      reminders: [],
      cancelReason: 'Loyer erroné',
      related: { id: 8, number: 'AV-2026-00003' },
      creditNote: {
        id: 8,
        number: 'AV-2026-00003',
        issuedAt: '2026-03-05T09:00:00.000Z',
        ttcMillimes: -179_500,
      },
    });
    expect(
      await within(cancelled).findByText(
        'Annulée par l’avoir AV-2026-00003 du 05/03/2026, montant -179,500 TND.',
      ),
    ).toBeVisible();
    expect(cancelled).toHaveTextContent('Motif : Loyer erroné');
    expect(cancelled).toHaveTextContent('Aucun paiement enregistré.');
    expect(cancelled).toHaveTextContent('Aucune relance envoyée.');
  });
});

describe('recording a payment', () => {
  it('offers what is due, refuses an amount that is not dinars, then posts millimes', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/admin/invoices/7/payments': () =>
        jsonResponse(
          { ...invoice, payments: [], reminders: [], creditNote: null },
          { status: 201 },
        ),
    });
    const onClose = vi.fn();
    renderWithProviders(<PaymentDialog invoice={invoice} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Paiement de la facture FAC-2026-00042',
    });
    const amount = within(dialog).getByLabelText(/^Montant \(TND\)/);
    expect(amount).toHaveValue('100,000');
    const pay = () =>
      user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    await expectDinarsRefused(user, amount, ['12,3456', pay, /Saisissez un montant en dinars/]);
    expect(sent(fetchMock, 'POST')).toHaveLength(0);

    await user.type(amount, '40,5');
    await user.selectOptions(within(dialog).getByLabelText(/^Mode de paiement/), 'cheque');
    await user.type(within(dialog).getByLabelText(/^Référence/), 'CHQ 12');
    await pay();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'POST')[0]?.body).toEqual({
      amountMillimes: 40_500,
      method: 'cheque',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'CHQ 12',
    });
  });
});

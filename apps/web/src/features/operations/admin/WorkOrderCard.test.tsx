import type { WorkOrder } from '@app/contracts/operations';
import { renderWithProviders } from '@test/utils';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { WorkOrderCard } from './WorkOrderCard';

/** A work order a telemetry fault opened: its stored description is French. */
const FAULT: WorkOrder = {
  id: 12,
  stationId: 3,
  reference: 'MB-7',
  lieu: 'Galerie, Sousse',
  cause: 'fault',
  description: 'Panne signalée : Port 2 overheating',
  priority: 'haute',
  status: 'ouvert',
  deadlineAt: '2026-11-27T14:00:00.000Z',
  overdue: false,
  assignee: null,
  caseNumber: null,
  callbackPhone: null,
  urgentKind: null,
  locker: null,
  faultCode: 'Port 2 overheating',
  createdAt: '2026-11-27T10:00:00.000Z',
  resolvedAt: null,
  escalatedAt: null,
};

async function cardIn(lang: 'fr' | 'en', order: WorkOrder) {
  await act(() => i18n.changeLanguage(lang));
  renderWithProviders(
    <ul>
      <WorkOrderCard order={order} href={`/adminn?section=interventions&id=${order.id}`} />
    </ul>,
  );
  return screen.findByRole('link');
}

describe('WorkOrderCard: what the order is about, in the screen’s language (issue 32)', () => {
  it('tells a fault from its fault code in English on the English screen', async () => {
    const card = await cardIn('en', FAULT);
    expect(card).toHaveTextContent('Fault reported: Port 2 overheating');
    expect(card).not.toHaveTextContent('Panne signalée');
    await act(() => i18n.changeLanguage('fr'));
  });

  it('and in French on the French screen, with or without a code', async () => {
    const card = await cardIn('fr', { ...FAULT, faultCode: null, description: 'Panne signalée' });
    expect(card).toHaveTextContent('Panne signalée');
    expect(card).not.toHaveTextContent('Port 2');
  });

  it('tells an urgent report from its kind and locker, and keeps what staff typed', async () => {
    const urgent = await cardIn('en', {
      ...FAULT,
      cause: 'urgent',
      description: 'Mon téléphone est bloqué dans le casier n°2',
      urgentKind: 'phone_locked',
      locker: 2,
      faultCode: null,
    });
    expect(urgent).toHaveTextContent('My phone is stuck in the locker (locker 2)');
    const typed = { ...FAULT, id: 13, cause: 'staff' as const, faultCode: null };
    renderWithProviders(
      <ul>
        <WorkOrderCard order={{ ...typed, description: 'Vitre fêlée, à remplacer' }} href="/x" />
      </ul>,
    );
    expect(await screen.findByText('Vitre fêlée, à remplacer')).toBeVisible();
    await act(() => i18n.changeLanguage('fr'));
  });
});

import type { QrReclamation } from '@app/contracts/reclamations';
import { jsonResponse, stubApi } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { QrReclamationDetailsDialog } from './QrReclamationDetailsDialog';

/** A one-tap urgent report as the server stores it: no name, its description in French. */
const URGENT: QrReclamation = {
  id: 41,
  caseNumber: 'QR-20261127-AB12',
  nom: '',
  prenom: '',
  email: '',
  telephone: '22 987 654',
  type_retour: 'Problème technique',
  lieu: 'NB-1 — Mall, Sahloul',
  stationId: 1,
  stationReference: 'NB-1',
  date_probleme: '2026-11-27',
  heure_probleme: '10:15',
  usage_nano_box: 'Autre',
  description: 'Mon téléphone est bloqué dans le casier n°5',
  photo_url: null,
  souhaite_retour: 'Oui, par téléphone',
  date_reclamation: '2026-11-27T09:15:00.000Z',
  statut: 'new',
  note: null,
  urgentKind: 'phone_locked',
  locker: 5,
};

async function openIn(lang: 'fr' | 'en', reclamation: QrReclamation) {
  stubApi({ 'GET /api/reclamations-qr/41/replies': () => jsonResponse([]) });
  await act(() => i18n.changeLanguage(lang));
  renderWithProviders(<QrReclamationDetailsDialog reclamation={reclamation} onClose={vi.fn()} />);
  return screen.findByRole('dialog');
}

describe('QrReclamationDetailsDialog: the report in the screen’s language (issue 32)', () => {
  it('tells an urgent report in English on the English screen, from its kind and locker', async () => {
    const dialog = await openIn('en', URGENT);
    expect(dialog).toHaveTextContent('My phone is stuck in the locker (locker 5)');
    expect(dialog).not.toHaveTextContent('bloqué');
    await act(() => i18n.changeLanguage('fr'));
  });

  it('tells it in French on the French screen', async () => {
    const dialog = await openIn('fr', URGENT);
    expect(dialog).toHaveTextContent('Mon téléphone est bloqué dans le casier n°5');
  });

  it("keeps a visitor's own words as they typed them", async () => {
    const typed = {
      ...URGENT,
      nom: 'Trabelsi',
      prenom: 'Sana',
      description: 'La borne du 2e étage ne charge plus depuis ce matin.',
      urgentKind: null,
      locker: null,
    };
    const dialog = await openIn('en', typed);
    expect(
      within(dialog).getByText('La borne du 2e étage ne charge plus depuis ce matin.'),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('fr'));
  });
});

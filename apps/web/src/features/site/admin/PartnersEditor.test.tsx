import { DEFAULT_SITE_CONTENT, type SiteContent } from '@app/contracts/site';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { focusAfterMove, PartnersEditor } from './PartnersEditor';

describe('focusAfterMove', () => {
  it('keeps the pressed arrow on the moved row, or the other one at an end', () => {
    expect(focusAfterMove(2, -1, 4)).toEqual({ index: 1, button: 'up' });
    expect(focusAfterMove(1, -1, 4)).toEqual({ index: 0, button: 'down' });
    expect(focusAfterMove(1, 1, 4)).toEqual({ index: 2, button: 'down' });
    expect(focusAfterMove(2, 1, 4)).toEqual({ index: 3, button: 'up' });
  });
});

const PARTNERS: SiteContent['partners'] = [
  { id: '0b8f5b5e-7d1f-4c54-9d0a-3f7f2a1c9e11', name: 'Café du Port', logo: null, url: '' },
  { id: '5d7c1f0e-2a4b-4f51-8b7e-6c2d9a0e4b22', name: 'Hôtel Lac', logo: null, url: '' },
  { id: '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a33', name: 'Gare Nord', logo: null, url: '' },
];

function Harness() {
  const form = useForm<SiteContent>({
    defaultValues: { ...DEFAULT_SITE_CONTENT, partners: PARTNERS },
  });
  return <PartnersEditor form={form} />;
}

const order = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('textbox', { name: /Nom/ }))
    .map((input) => (input as HTMLInputElement).value);

describe('the partners editor', () => {
  it('reorders with the keyboard, the focus following the moved partner', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const down = await screen.findByRole('button', { name: 'Descendre Café du Port' });
    expect(screen.getByRole('button', { name: 'Monter Café du Port' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Hôtel Lac', 'Café du Port', 'Gare Nord']);
    await screen.findByRole('button', { name: 'Descendre Café du Port' });
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe('Descendre Café du Port');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Hôtel Lac', 'Gare Nord', 'Café du Port']);
    // At the bottom the down arrow is disabled: the focus moves to the up arrow.
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe('Monter Café du Port');
  });

  it('adds and removes partners', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Retirer Hôtel Lac' }));
    expect(order()).toEqual(['Café du Port', 'Gare Nord']);
    await user.click(screen.getByRole('button', { name: 'Ajouter un partenaire' }));
    expect(order()).toEqual(['Café du Port', 'Gare Nord', '']);
  });
});

import { EditDialog } from '@test/edit-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

/** Rows with an Edit button each; the dialog is opened from state, as the back-office lists do. */
function Rows({ removeOnSave = false }: { removeOnSave?: boolean }) {
  const [rows, setRows] = useState(['A', 'B']);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setEditing(row)}>
          Modifier {row}
        </button>
      ))}
      <p role="status" tabIndex={-1} data-testid="status">
        {rows.length} lignes
      </p>
      <EditDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        returnFocus={() => document.querySelector<HTMLElement>('[data-testid="status"]')}
        onSave={() => {
          if (removeOnSave) setRows((current) => current.filter((row) => row !== editing));
          setEditing(null);
        }}
      />
    </>
  );
}

describe('Dialog focus', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Annuler',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Annuler' })),
    ],
    [
      'Enregistrer',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Enregistrer' })),
    ],
  ])('returns to the control that opened it after %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<Rows />);
    const opener = screen.getByRole('button', { name: 'Modifier B' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Modifier' })).toBeInTheDocument();
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('goes to the fallback when the opener’s row is gone', async () => {
    const user = userEvent.setup();
    render(<Rows removeOnSave />);
    screen.getByRole('button', { name: 'Modifier A' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});

describe('Dialog body', () => {
  it('is a named tab stop when it may need keyboard scrolling', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open title="Fiche technique" bodyLabel="Caractéristiques de la Nano Box">
        <p>Texte long</p>
      </Dialog>,
    );
    const body = screen.getByRole('region', { name: 'Caractéristiques de la Nano Box' });
    await user.tab();
    await waitFor(() => expect(body).toHaveFocus());
  });
});

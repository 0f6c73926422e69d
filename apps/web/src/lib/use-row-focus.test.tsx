import { EditDialog } from '@test/edit-dialog';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { Table } from '@/components/ui/Table';
import { useRowFocus } from './use-row-focus';

type Row = { id: string };

/**
 * A list as the back-office builds it: each row has Modifier (opens a dialog whose save may take
 * the row out of the list) and Supprimer (asks, then deletes). 'Page précédente' swaps the whole
 * list, as a page stepping back does. `checked` rows can be deleted together with 'Supprimer la
 * sélection', a button that leaves with the selection (as in the users list).
 */
function List({
  initial,
  dropOnSave = false,
  checked = [],
}: {
  initial: string[];
  dropOnSave?: boolean;
  checked?: string[];
}) {
  const [rows, setRows] = useState<Row[]>(initial.map((id) => ({ id })));
  const [selection, setSelection] = useState(checked);
  const [editing, setEditing] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const rowFocus = useRowFocus();
  const drop = (id: string) => setRows((current) => current.filter((row) => row.id !== id));

  return (
    <>
      <button type="button" onClick={() => setRows([{ id: 'P1' }, { id: 'P2' }])}>
        Page précédente
      </button>
      <Table
        ref={rowFocus.ref}
        caption="Lignes"
        rows={rows}
        rowKey={(row) => row.id}
        emptyText="Aucune ligne"
        columns={[
          { key: 'id', header: 'Nom', rowHeader: true },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <>
                <button
                  type="button"
                  onClick={() => {
                    rowFocus.remember(row.id);
                    setEditing(row.id);
                  }}
                >
                  Modifier {row.id}
                </button>
                <button
                  type="button"
                  onClick={async () => {
                    rowFocus.remember(row.id);
                    if (await confirm({ message: `Supprimer ${row.id} ?` })) drop(row.id);
                  }}
                >
                  Supprimer {row.id}
                </button>
              </>
            ),
          },
        ]}
      />
      <button type="button">Ailleurs</button>
      <button type="button" onClick={() => drop('B')}>
        Retirer B
      </button>
      {selection.length > 0 ? (
        <button
          type="button"
          onClick={async () => {
            rowFocus.remember(selection, { control: -1 });
            if (!(await confirm({ message: 'Supprimer la sélection ?' }))) return;
            setRows((current) => current.filter((row) => !selection.includes(row.id)));
            setSelection([]);
          }}
        >
          Supprimer la sélection
        </button>
      ) : null}
      <EditDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        returnFocus={rowFocus.returnFocus}
        onSave={() => {
          if (dropOnSave && editing) drop(editing);
          setEditing(null);
        }}
      />
      {confirmDialog}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

async function deleteRow(user: ReturnType<typeof userEvent.setup>, id: string) {
  await user.click(button(`Supprimer ${id}`));
  await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('useRowFocus', () => {
  it('sends focus to the same control of the next row after a delete', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} />);
    await deleteRow(user, 'B');
    await waitFor(() => expect(button('Supprimer C')).toHaveFocus());
    expect(screen.queryByText('B')).toBeNull();
  });

  it('sends focus to the previous row when the last row goes', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} />);
    await deleteRow(user, 'C');
    await waitFor(() => expect(button('Supprimer B')).toHaveFocus());
  });

  it("sends focus to the list's status message when the list is empty", async () => {
    const user = userEvent.setup();
    render(<List initial={['A']} />);
    await deleteRow(user, 'A');
    await waitFor(() => expect(screen.getByText('Aucune ligne')).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('finds the successor when the row leaves while its dialog is open', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} dropOnSave />);
    await user.click(button('Modifier B'));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(button('Modifier C')).toHaveFocus());
  });

  it('keeps the opener when the row stays', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} />);
    await user.click(button('Modifier B'));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(button('Modifier B')).toHaveFocus());
  });

  it("lands on the new list's last row when the page steps back", async () => {
    const user = userEvent.setup();
    render(<List initial={['A']} />);
    await deleteRow(user, 'A');
    await waitFor(() => expect(screen.getByText('Aucune ligne')).toHaveFocus());
    // The pager steps back: the status message goes, the previous page's rows come.
    act(() => button('Page précédente').click());
    await waitFor(() => expect(button('Supprimer P2')).toHaveFocus());
  });

  it('after a bulk delete, sends focus to the row after the first deleted one', async () => {
    const user = userEvent.setup();
    // Checked out of list order: the first deleted row in the list is A, not C.
    render(<List initial={['A', 'B', 'C', 'D']} checked={['C', 'A']} />);
    await user.click(button('Supprimer la sélection'));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    // The dialog gave focus back to the bulk button, which then left with the rows: focus goes
    // to the successor's last control (its delete button), not to <body>.
    await waitFor(() => expect(button('Supprimer B')).toHaveFocus());
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.queryByText('C')).toBeNull();
  });

  it('after a bulk delete of the last rows, sends focus to the row before them', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} checked={['B', 'C']} />);
    await user.click(button('Supprimer la sélection'));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(button('Supprimer A')).toHaveFocus());
  });

  it("after a bulk delete of every row, sends focus to the list's status message", async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B']} checked={['A', 'B']} />);
    await user.click(button('Supprimer la sélection'));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByText('Aucune ligne')).toHaveFocus());
  });

  it('leaves focus alone once the user has moved on', async () => {
    const user = userEvent.setup();
    render(<List initial={['A', 'B', 'C']} />);
    await user.click(button('Modifier B'));
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(button('Modifier B')).toHaveFocus());
    await user.click(button('Retirer B'));
    await waitFor(() => expect(screen.queryByText('B')).toBeNull());
    expect(button('Retirer B')).toHaveFocus();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

const MESSAGE = 'Voulez-vous vraiment supprimer cette demande ?';

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      message={MESSAGE}
      confirmLabel="Supprimer"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('cancelling sends nothing and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape also cancels without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirming calls onConfirm once and closes when it resolves', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when onConfirm fails', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject(new Error('boom'))} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Supprimer' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

function Deleter({ onDelete }: { onDelete: () => void }) {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          if (await confirm({ message: MESSAGE })) onDelete();
        }}
      >
        Delete row
      </button>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves false on cancel (nothing deleted) and true on confirm', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Deleter onDelete={onDelete} />);

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});

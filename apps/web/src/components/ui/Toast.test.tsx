import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Profil mis à jour avec succès')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Erreur lors de la mise à jour')}>
        ko
      </button>
    </>
  );
}

describe('Toast', () => {
  it('announces success politely and errors assertively, and can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'ko' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profil mis à jour avec succès');
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');

    const [first] = screen.getAllByRole('button', { name: 'Fermer la notification' });
    await user.click(first!);
    expect(screen.getByRole('status')).not.toHaveTextContent('Profil mis à jour avec succès');
  });

  it('disappears on its own', () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Buttons />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'ok' }).click());
      expect(screen.getByRole('status')).toHaveTextContent('Profil mis à jour');
      act(() => vi.advanceTimersByTime(6000));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useSubmitFailure } from './use-submit-failure';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

/** The two form methods the hook uses, for a form with an email and a name. */
const fakeForm = () => ({ getValues: () => ({ email: '', nom: '' }), setError: vi.fn() });

describe('useSubmitFailure', () => {
  it("puts the server's messages under the form's fields and its reason in the alert", () => {
    const form = fakeForm();
    const { result } = renderHook(() => useSubmitFailure(form, 'Envoi impossible.'), {
      wrapper,
    });
    act(() =>
      result.current.report(
        new ApiError(400, 'error.validation', 'Certains champs sont invalides.', {
          email: 'Adresse e-mail invalide.',
          captcha: 'Not a field of this form.',
        }),
      ),
    );
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('email', { message: 'Adresse e-mail invalide.' });
    expect(result.current.failure).toBe('Envoi impossible. Certains champs sont invalides.');
    act(() => result.current.clear());
    expect(result.current.failure).toBeUndefined();
  });

  it('says an unexpected error happened when the failure is not the server speaking', () => {
    const form = fakeForm();
    const { result } = renderHook(() => useSubmitFailure(form, 'Envoi impossible.'), {
      wrapper,
    });
    act(() => result.current.report(new TypeError('boom')));
    expect(form.setError).not.toHaveBeenCalled();
    expect(result.current.failure).toBe(
      'Envoi impossible. Une erreur inattendue est survenue. Réessayez plus tard.',
    );
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useRefusalText } from './use-refusal-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useRefusalText', () => {
  it("follows the form's failed text with the server's reason", () => {
    const { result } = renderHook(() => useRefusalText('Envoi impossible.'), { wrapper });
    const refusal = new ApiError(400, 'error.validation', 'Certains champs sont invalides.', {
      email: 'Adresse e-mail invalide.',
    });
    expect(result.current(refusal)).toBe('Envoi impossible. Certains champs sont invalides.');
  });

  it('says an unexpected error happened when the failure is not the server speaking', () => {
    const { result } = renderHook(() => useRefusalText('Envoi impossible.'), { wrapper });
    expect(result.current(new TypeError('boom'))).toBe(
      'Envoi impossible. Une erreur inattendue est survenue. Réessayez plus tard.',
    );
  });
});

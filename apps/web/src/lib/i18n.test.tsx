import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { getLang, i18n, loadNamespaces, setLang } from './i18n';

function Greeting() {
  const { t } = useTranslation('common');
  return <p>{t('notFound.title')}</p>;
}

describe('i18n', () => {
  it('starts in French', () => {
    expect(getLang()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('notFound.title')).toBe('Page introuvable');
  });

  it('persists the language in localStorage "lang" and updates <html lang>', async () => {
    await setLang('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    await setLang('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('LanguageSwitch re-renders the page in the chosen language', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Page introuvable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'EN English' }));

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('resolves an unknown namespace to nothing instead of failing', async () => {
    await expect(loadNamespaces('does-not-exist')).resolves.toBeUndefined();
    // A namespace the typed resources do not know, on purpose.
    expect(i18n.t('x', { ns: 'does-not-exist' } as never)).toBe('x');
  });
});

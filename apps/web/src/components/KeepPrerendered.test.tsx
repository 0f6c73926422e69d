import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '@/lib/i18n';
import { KeepPrerendered } from './KeepPrerendered';

const PRERENDERED = '<p>Texte écrit au prérendu</p>';

// main.tsx marks the hydration; the module's state is per page, hence a fresh copy per test.
async function hydratingIn(lang: string) {
  const parts = await import('@/lib/prerendered-parts');
  parts.keepPrerenderedParts(lang);
  return parts;
}

afterEach(async () => {
  await (await import('@/lib/prerendered-parts')).prerenderedPartsHydrated();
  document.body.innerHTML = '';
  await setLang('fr');
});

/** The prerendered page as the server wrote it: the part's markup is already in the document. */
function prerenderPage() {
  const page = document.createElement('div');
  page.innerHTML = `<div data-prerendered="faq" class="contents">${PRERENDERED}</div>`;
  document.body.append(page);
}

describe('KeepPrerendered', () => {
  it('renders its children where nothing was prerendered', () => {
    render(
      <KeepPrerendered name="faq">
        <p>Rendu par l’app</p>
      </KeepPrerendered>,
    );
    expect(screen.getByText('Rendu par l’app')).toBeInTheDocument();
  });

  it('keeps the prerendered markup in its language, and renders for real after a switch', async () => {
    prerenderPage();
    await hydratingIn('fr');
    const { container } = render(
      <KeepPrerendered name="faq">
        <p>Rendu par l’app</p>
      </KeepPrerendered>,
    );
    const part = container.querySelector('[data-prerendered="faq"]');
    expect(part?.innerHTML).toBe(PRERENDERED);
    expect(part).toHaveClass('contents');

    await act(() => setLang('en'));
    expect(part?.innerHTML).toBe('<p>Rendu par l’app</p>');
    // Back in French it stays the app's: the kept markup is never written again.
    await act(() => setLang('fr'));
    expect(part?.innerHTML).toBe('<p>Rendu par l’app</p>');
  });

  it('renders for real when the page hydrates in another language than its markup', async () => {
    prerenderPage();
    await hydratingIn('en');
    render(
      <KeepPrerendered name="faq">
        <p>Rendu par l’app</p>
      </KeepPrerendered>,
    );
    expect(screen.getByText('Rendu par l’app')).toBeInTheDocument();
  });
});

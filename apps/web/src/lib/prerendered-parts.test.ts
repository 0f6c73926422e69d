import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module holds the page's hydration state: a fresh copy per test.
type Parts = typeof import('./prerendered-parts');
let parts: Parts;

beforeEach(async () => {
  vi.resetModules();
  parts = await import('./prerendered-parts');
  document.body.innerHTML =
    '<div data-prerendered="faq"><details><summary>Q</summary>A</details></div>';
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** What `waitForHydrationTurn` threw (its turn), or null when it let the part render. */
function turnOf(name: string): Promise<void> | null {
  try {
    parts.waitForHydrationTurn(name);
    return null;
  } catch (thrown) {
    return thrown as Promise<void>;
  }
}

describe('prerendered parts', () => {
  it('keep nothing and defer nothing unless the prerendered page is hydrating', () => {
    expect(parts.prerenderedPart('faq')).toBeNull();
    expect(turnOf('navbar')).toBeNull();
  });

  it("read a static part's markup back from the page, in the language being hydrated", () => {
    parts.keepPrerenderedParts('en');
    expect(parts.prerenderedPart('faq')).toEqual({
      lang: 'en',
      html: '<details><summary>Q</summary>A</details>',
    });
    expect(parts.prerenderedPart('absent')).toBeNull();
  });

  it('give each deferred part a task of its own, in page order, then stop deferring', async () => {
    parts.keepPrerenderedParts('fr');
    const navbar = turnOf('navbar');
    const hero = turnOf('hero');
    expect(navbar).toBeInstanceOf(Promise);
    expect(hero).toBeInstanceOf(Promise);
    // Rendered again before its turn (a parent re-rendering), a part waits for the same turn.
    expect(turnOf('navbar')).toBe(navbar);

    let heroResumed = false;
    void hero?.then(() => {
      heroResumed = true;
    });
    await navbar;
    // Every microtask of the navbar's task has run, and the hero still waits: two tasks.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(heroResumed).toBe(false);
    await hero;
    expect(heroResumed).toBe(true);
    expect(turnOf('navbar')).toBeNull();
    expect(turnOf('hero')).toBeNull();

    await parts.prerenderedPartsHydrated();
    // Hydration is over: a part mounted now renders for real.
    expect(parts.prerenderedPart('faq')).toBeNull();
    expect(turnOf('footer')).toBeNull();
  });

  it('say at once that nothing is pending when nothing was deferred', async () => {
    await expect(parts.prerenderedPartsHydrated()).resolves.toBeUndefined();
  });
});

/**
 * How the prerendered landing page hydrates without one long task (issue 19 §4: on a slow phone a
 * single hydration task was most of the total blocking time):
 * - static parts (`components/KeepPrerendered`) keep the markup the server wrote and are never
 *   walked by hydration;
 * - interactive parts (`components/HydrateLater`) suspend while the page hydrates and each resumes
 *   in a task of its own, in page order, adopting the prerendered elements (Preact keeps a
 *   suspended part's DOM while hydrating and hydrates it when it resumes).
 * Both apply only while the page hydrates the markup of the language it was prerendered in.
 */
let hydratingLang: string | null = null;

interface Turn {
  done: boolean;
  promise: Promise<void>;
}
const turns = new Map<string, Turn>();
let lastTurn: Promise<void> = Promise.resolve();

/** A new task: what runs after it lets the browser paint and handle input first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Called by main.tsx just before it hydrates prerendered markup in `lang`. */
export function keepPrerenderedParts(lang: string): void {
  hydratingLang = lang;
}

/**
 * Resolves once every deferred part has hydrated; from then on a part mounted (or re-mounted)
 * renders for real.
 */
export async function prerenderedPartsHydrated(): Promise<void> {
  await lastTurn;
  // A part's render runs right after its turn resolves; let the last one finish.
  await nextTask();
  hydratingLang = null;
}

export interface PrerenderedPart {
  lang: string;
  html: string;
}

/** The markup of the part named `name` while the prerendered page hydrates, else null. */
export function prerenderedPart(name: string): PrerenderedPart | null {
  if (hydratingLang === null || typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-prerendered="${name}"]`);
  return element ? { lang: hydratingLang, html: element.innerHTML } : null;
}

/**
 * While the page hydrates, suspends the part named `name` (throws its turn, as React's Suspense
 * expects) until its own task comes; otherwise returns at once.
 */
export function waitForHydrationTurn(name: string): void {
  if (hydratingLang === null) return;
  let turn = turns.get(name);
  if (!turn) {
    const created: Turn = { done: false, promise: Promise.resolve() };
    created.promise = lastTurn.then(nextTask).then(() => {
      created.done = true;
    });
    lastTurn = created.promise;
    turns.set(name, created);
    turn = created;
  }
  if (!turn.done) throw turn.promise;
}

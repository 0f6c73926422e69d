import { type ComponentType, lazy, useState } from 'react';

/** A page fetched as its own chunk, which can also be fetched ahead of its first render. */
export interface LazyPage {
  /** The page's export name: tells pages apart. */
  name: string;
  /** Renders the page, suspending until its chunk has arrived. */
  Suspending: ComponentType;
  /** The page itself once its chunk has arrived. */
  loaded?: ComponentType;
  /** Fetches the chunk; a page mounted after this resolves renders at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * `lazy()` for a named export, so each page file keeps a named export. Preloading matters for the
 * prerendered landing page: hydration that suspends makes the runtime drop the server's HTML and
 * render it again (losing the taps kept meanwhile), so main.tsx preloads it before hydrating.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  const page: LazyPage = {
    name,
    Suspending: lazy(async () => {
      await page.preload();
      return { default: page.loaded as ComponentType };
    }),
    async preload() {
      page.loaded ??= (await load())[name] as ComponentType;
    },
  };
  return page;
}

/** Renders a lazy page: at once if its chunk is already here, otherwise once it has arrived. */
export function LazyPageView({ page }: { page: LazyPage }) {
  // Another page (a route change) is another mount, so it never inherits this page's choice.
  return <ChosenOnMount key={page.name} page={page} />;
}

function ChosenOnMount({ page }: { page: LazyPage }) {
  // Chosen once per mount: switching from one to the other would remount the page (losing what the
  // visitor typed) on its next render.
  const [Component] = useState(() => page.loaded ?? page.Suspending);
  return <Component />;
}

import { type ReactNode, Suspense } from 'react';
import { waitForHydrationTurn } from '@/lib/prerendered-parts';

/**
 * An interactive part of the prerendered landing page hydrated in a task of its own after the
 * page's first hydration task (see lib/prerendered-parts.ts), so no single task holds the main
 * thread long. Elsewhere (a language switch, the preview, the React build) it renders at once. The
 * wrapper takes no box (`display: contents`); its one element is what the suspended part keeps.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}

function Turn({ name, children }: { name: string; children: ReactNode }) {
  waitForHydrationTurn(name);
  return (
    <div data-hydrate-later={name} className="contents">
      {children}
    </div>
  );
}

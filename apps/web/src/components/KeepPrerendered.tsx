import { type ReactNode, useState } from 'react';
import { useLang } from '@/lib/i18n';
import { prerenderedPart } from '@/lib/prerendered-parts';

/**
 * A part of the landing page with nothing interactive in it (text, links, native <details>). On the
 * prerendered page, in the language it was prerendered in, its markup is kept as the server wrote
 * it instead of hydrated; it renders for real after a language switch and wherever nothing was
 * prerendered (the back-office preview, the React build). The wrapper takes no box
 * (`display: contents`), so layouts and selectors see its children as before.
 */
export function KeepPrerendered({ name, children }: { name: string; children: ReactNode }) {
  const { lang } = useLang();
  const [kept, setKept] = useState(() => prerenderedPart(name));
  // Once the visitor switches language the part is React's for good (never back to kept markup).
  if (kept && kept.lang !== lang) setKept(null);
  return kept && kept.lang === lang ? (
    <div
      data-prerendered={name}
      className="contents"
      // Hydration leaves this markup as it is (React and Preact do not patch innerHTML then).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own prerendered markup, read back from the page
      dangerouslySetInnerHTML={{ __html: kept.html }}
    />
  ) : (
    <div data-prerendered={name} className="contents">
      {children}
    </div>
  );
}

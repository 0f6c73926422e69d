import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_MS = 3000;

function findTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return id ? document.getElementById(id) : null;
}

/**
 * On navigation: scroll to the element named by the URL hash (waiting for a lazily loaded page to
 * render it), else to the top of the page.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ block: 'start' });
    const target = findTarget(hash);
    if (target) {
      scrollTo(target);
      return;
    }
    const observer = new MutationObserver(() => {
      const found = findTarget(hash);
      if (found) {
        observer.disconnect();
        scrollTo(found);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timeout);
    };
  }, [pathname, hash, key]);

  return null;
}

import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadLandingPage } from './app/router';
import { readPageSiteContent, SiteContentProvider } from './features/site/api/site-content';
import { stopKeepingEarlyTaps } from './lib/early-taps';
import { getLang, isLang, setLang } from './lib/i18n';
import { keepPrerenderedParts } from './lib/prerendered-parts';

const container = document.getElementById('root');

if (!container) {
  console.error('Application startup failed: #root element not found');
} else {
  // The prerendered landing carries the content it was rendered from: read before hydrating, so
  // the page renders the same tree without a request. Other pages fetch GET /api/site.
  const content = readPageSiteContent();
  const routes = (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
  const app = (
    <StrictMode>
      {content ? <SiteContentProvider content={content}>{routes}</SiteContentProvider> : routes}
    </StrictMode>
  );
  // `?lang=en` (the address the hreflang links give) is an explicit choice: applied before the
  // first render, so the English prerendered page hydrates in English.
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (isLang(requested) && requested !== getLang()) await setLang(requested);
  // Prerendered HTML (the landing page) is hydrated when it is in the visitor's language; otherwise
  // (and for the empty shell) the app renders from scratch rather than patch a mismatch.
  // Only a page carrying its content can render the same tree as the prerender.
  if (content && container.firstElementChild && container.dataset.lang === getLang()) {
    // Hydration must not suspend (the runtime would re-create the page, dropping kept taps): the
    // page's chunk and translations are preloaded (<link rel=modulepreload>), so this is quick.
    await preloadLandingPage();
    // Its static parts keep their markup: only the interactive ones are hydrated.
    keepPrerenderedParts(getLang());
    hydrateRoot(container, app);
  } else {
    // Nothing prerendered was replaced in place, so no early tap can be replayed.
    stopKeepingEarlyTaps();
    createRoot(container).render(app);
  }
}

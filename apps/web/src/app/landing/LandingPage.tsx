import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/app/PageLoader';
import { HydrateLater } from '@/components/HydrateLater';
import { KeepPrerendered } from '@/components/KeepPrerendered';
import type { Product } from '@/config/products';
import { ChatButton } from '@/features/chat/public/ChatButton';
import { SiteContentProvider, useSiteContent } from '@/features/site/api/site-content';
import { About } from '@/features/site/public/About';
import { Faq } from '@/features/site/public/Faq';
import { Hero } from '@/features/site/public/Hero';
import { MapSection } from '@/features/site/public/MapSection';
import { Partners } from '@/features/site/public/Partners';
import { ProductCarousel } from '@/features/site/public/ProductCarousel';
import { Services } from '@/features/site/public/Services';
import { Values } from '@/features/site/public/Values';
import { replayEarlyTaps } from '@/lib/early-taps';
import { isLang, useLang } from '@/lib/i18n';
import { prerenderedPartsHydrated } from '@/lib/prerendered-parts';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

// Dialogs, their forms (react-hook-form + zod) and the chat are chunks fetched on first use.
const QuoteDialog = lazy(() => import('@/features/sales/public/QuoteDialog'));
const DemoDialog = lazy(() => import('@/features/sales/public/DemoDialog'));
const TechSheetDialog = lazy(() => import('@/features/site/public/TechSheetDialog'));
const ChatWidget = lazy(() => import('@/features/chat/public/ChatWidget'));

type OpenPanel =
  | { kind: 'quote'; message?: string }
  | { kind: 'demo' }
  | { kind: 'sheet'; product: Product }
  | { kind: 'chat' }
  | null;

/**
 * The public landing page, rendered from the company's site content: the published one
 * (prerendered into the page, or fetched on other builds' pages) or, in the back-office preview,
 * the draft. Prerendered in French and English, hydrated in the browser.
 */
export function LandingPage() {
  const content = useSiteContent();
  if (!content) return <PageLoader />;
  return (
    <SiteContentProvider content={content}>
      {/* The page's own hydration is a task of its own too, after the app's shell. */}
      <HydrateLater name="landing">
        <LandingView />
      </HydrateLater>
    </SiteContentProvider>
  );
}

function LandingView() {
  const { t } = useTranslation('site');
  const { lang, setLang } = useLang();
  const [params] = useSearchParams();
  const [panel, setPanel] = useState<OpenPanel>(null);
  const close = () => setPanel(null);

  // `?lang=en` is the English address advertised by the hreflang links.
  const requested = params.get('lang');
  useEffect(() => {
    if (isLang(requested) && requested !== lang) void setLang(requested);
  }, [requested, lang, setLang]);

  // Hydrated, the deferred parts included: the buttons tapped while the page was still static now
  // do what they say.
  useEffect(() => {
    void prerenderedPartsHydrated().then(replayEarlyTaps);
  }, []);

  const openQuote = (message?: string) => setPanel({ kind: 'quote', message });
  const openDemo = () => setPanel({ kind: 'demo' });

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent', { ns: 'common' })}
      </a>
      <HydrateLater name="navbar">
        <Navbar />
      </HydrateLater>
      <main id="main">
        <HydrateLater name="hero">
          <Hero onRequestQuote={() => openQuote()} onBookDemo={openDemo} />
        </HydrateLater>
        <KeepPrerendered name="services-about">
          <Services />
          <About />
        </KeepPrerendered>
        <HydrateLater name="products">
          <ProductCarousel
            onShowSheet={(product) => setPanel({ kind: 'sheet', product })}
            onRequestQuote={(product) =>
              openQuote(t('landing.products.quoteMessage', { name: product.name }))
            }
          />
        </HydrateLater>
        <KeepPrerendered name="values-partners-faq">
          <Values />
          <Partners />
          <Faq />
        </KeepPrerendered>
        <HydrateLater name="map">
          <MapSection />
        </HydrateLater>
      </main>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
      <HydrateLater name="chat-button">
        <ChatButton onOpen={() => setPanel({ kind: 'chat' })} expanded={panel?.kind === 'chat'} />
      </HydrateLater>
      <Suspense fallback={null}>
        {panel?.kind === 'quote' ? (
          <QuoteDialog onClose={close} initialMessage={panel.message} />
        ) : null}
        {panel?.kind === 'demo' ? <DemoDialog onClose={close} /> : null}
        {panel?.kind === 'sheet' ? (
          <TechSheetDialog product={panel.product} onClose={close} />
        ) : null}
        {panel?.kind === 'chat' ? (
          <ChatWidget onClose={close} onRequestQuote={() => openQuote()} onBookDemo={openDemo} />
        ) : null}
      </Suspense>
    </>
  );
}

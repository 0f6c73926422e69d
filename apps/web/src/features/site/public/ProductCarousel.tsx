import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { PRODUCTS, type Product } from '@/config/products';
import { cn } from '@/lib/cn';
import { useLang } from '@/lib/i18n';
import ChevronLeft from '~icons/lucide/chevron-left';
import ChevronRight from '~icons/lucide/chevron-right';
import FileText from '~icons/lucide/file-text';
import ScrollText from '~icons/lucide/scroll-text';
import { ProductArt } from './ProductArt';

/** Next/previous index, cycling through the products (index modulo their count). */
export function cycleIndex(index: number, step: number, total = PRODUCTS.length): number {
  return (((index + step) % total) + total) % total;
}

/** Horizontal movement (px) that counts as a swipe. */
const SWIPE_DISTANCE = 40;

export interface ProductCarouselProps {
  onShowSheet: (product: Product) => void;
  onRequestQuote: (product: Product) => void;
}

/** One product at a time; arrows, dots, ←/→ keys and swipes move through the three products. */
export function ProductCarousel({ onShowSheet, onRequestQuote }: ProductCarouselProps) {
  const { t } = useTranslation('site');
  const { lang } = useLang();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const product = PRODUCTS[index] ?? PRODUCTS[0]!;
  const move = (step: number) => setIndex((current) => cycleIndex(current, step));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) move(distance < 0 ? 1 : -1);
  };

  return (
    <section
      id="solutions"
      aria-labelledby="solutions-title"
      className="below-fold bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="solutions-title" className="font-bold text-3xl text-ink-950">
            {t('landing.products.title')}
          </h2>
          <p className="mt-2 text-ink-600">{t('landing.products.subtitle')}</p>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label={t('landing.products.carouselLabel')}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          className="mt-10 touch-pan-y"
        >
          <div className="flex items-center gap-2 sm:gap-4">
            <ArrowButton label={t('landing.products.previous')} onClick={() => move(-1)}>
              <ChevronLeft className="size-6" aria-hidden="true" />
            </ArrowButton>
            <article
              aria-roledescription="slide"
              aria-label={t('landing.products.slideLabel', {
                index: index + 1,
                total: PRODUCTS.length,
              })}
              aria-live="polite"
              className="grid min-w-0 flex-1 items-center gap-6 rounded-3xl border border-ink-100 bg-ink-50 p-5 shadow-card sm:p-8 md:grid-cols-[240px_1fr] md:gap-10"
            >
              <div className="mx-auto w-40 sm:w-60">
                <ProductArt id={product.id} className="h-auto w-full" />
              </div>
              <div className="min-w-0">
                <h3 className="font-bold text-2xl text-ink-950">{product.name}</h3>
                <p className="mt-1 font-medium text-brand-800 text-sm">
                  {t('landing.products.audience')} {product.audience[lang]}
                </p>
                <p className="mt-4 text-ink-700 leading-relaxed">{product.summary[lang]}</p>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Button
                    variant="secondary"
                    onClick={() => onShowSheet(product)}
                    icon={<ScrollText className="size-4" aria-hidden="true" />}
                  >
                    {t('landing.products.technicalSheet')}
                  </Button>
                  <Button
                    onClick={() => onRequestQuote(product)}
                    icon={<FileText className="size-4" aria-hidden="true" />}
                  >
                    {t('landing.products.requestQuote')}
                  </Button>
                </div>
              </div>
            </article>
            <ArrowButton label={t('landing.products.next')} onClick={() => move(1)}>
              <ChevronRight className="size-6" aria-hidden="true" />
            </ArrowButton>
          </div>
          <div className="mt-6 flex justify-center gap-1">
            {PRODUCTS.map((item, itemIndex) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('landing.products.goTo', { name: item.name })}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setIndex(itemIndex)}
                className="flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    itemIndex === index ? 'w-8 bg-brand-700' : 'w-2.5 bg-ink-300',
                  )}
                />
              </button>
            ))}
          </div>
        </section>
      </div>
    </section>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm hover:bg-ink-50"
    >
      {children}
    </button>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import MessageCircle from '~icons/lucide/message-circle';

/** Past this scroll depth (px) the button shrinks to an icon so it covers less of the page. */
const CHAT_SCROLL_THRESHOLD = 200;

/** The floating assistant button, bottom right: a labelled pill at the top, an icon once scrolled. */
export function ChatButton({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const { t } = useTranslation('chat');
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > CHAT_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      onClick={onOpen}
      // The visible words start the accessible name (WCAG 2.5.3), so "Une question ?" works by voice.
      aria-label={
        scrolled
          ? t('landing.button.open')
          : `${t('landing.button.label')} ${t('landing.button.open')}`
      }
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-scrolled={scrolled}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex h-14 items-center justify-center gap-2 rounded-full bg-brand-700 text-white shadow-overlay transition-all hover:bg-brand-800 sm:right-6 sm:bottom-6',
        scrolled ? 'w-14' : 'px-5',
      )}
    >
      <MessageCircle className="size-6 shrink-0" aria-hidden="true" />
      {scrolled ? null : <span className="font-semibold text-sm">{t('landing.button.label')}</span>}
    </button>
  );
}

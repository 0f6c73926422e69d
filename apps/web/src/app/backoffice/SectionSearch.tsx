import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/cn';
import Search from '~icons/lucide/search';

export interface SectionSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The current section's label, to say what is searched. */
  sectionLabel: string;
  /** False when the section on screen has nothing to filter: the box is then disabled. */
  available: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  className?: string;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The header search box; it filters the current section. '/' focuses it from anywhere. */
export function SectionSearch({
  value,
  onChange,
  sectionLabel,
  available,
  inputRef,
  className,
}: SectionSearchProps) {
  const { t } = useTranslation('app');

  useEffect(() => {
    if (!available) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [available, inputRef]);

  return (
    <search className={cn('relative', className)}>
      <Search
        aria-hidden
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-ink-500"
      />
      <Input
        ref={inputRef}
        type="search"
        value={value}
        disabled={!available}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t('backoffice.search.label', { section: sectionLabel })}
        aria-keyshortcuts={available ? '/' : undefined}
        placeholder={
          available
            ? t('backoffice.search.placeholder', { section: sectionLabel })
            : t('backoffice.search.unavailable')
        }
        className="pl-9"
      />
    </search>
  );
}

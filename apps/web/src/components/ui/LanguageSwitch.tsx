import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGS, useLang } from '@/lib/i18n';

export interface LanguageSwitchProps {
  /** 'dark' for use on navy backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * FR | EN toggle; the current one is pressed. Each button's name starts with the code it shows
 * (voice control users say what they see: "click EN") and goes on with the language in full.
 */
export function LanguageSwitch({ tone = 'light', className }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const { lang, setLang } = useLang();
  return (
    <fieldset
      className={cn(
        'inline-flex items-center rounded-full border p-0.5',
        tone === 'dark' ? 'border-white/25 bg-white/5' : 'border-ink-200 bg-white',
        className,
      )}
    >
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGS.map((code) => {
        const active = code === lang;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={active}
            aria-label={`${code.toUpperCase()} ${t(`language.${code}`)}`}
            onClick={() => {
              if (!active) void setLang(code);
            }}
            className={cn(
              'min-w-10 rounded-full px-2.5 py-1 font-semibold text-xs tracking-wide transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              active
                ? tone === 'dark'
                  ? 'bg-brand-400 text-ink-950'
                  : 'bg-ink-950 text-white'
                : tone === 'dark'
                  ? 'text-white/85 hover:bg-white/10 hover:text-white'
                  : 'text-ink-600 hover:bg-ink-100 hover:text-ink-950',
            )}
          >
            {code.toUpperCase()}
          </button>
        );
      })}
    </fieldset>
  );
}

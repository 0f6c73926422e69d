import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { Lang } from '@/lib/i18n';
import Monitor from '~icons/lucide/monitor';
import Smartphone from '~icons/lucide/smartphone';

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;

/** A two-state toggle group (aria-pressed buttons). */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; icon?: React.ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="font-medium text-ink-700 text-sm">
        {label}
      </span>
      <div className="inline-flex rounded-lg border border-ink-200 bg-ink-50 p-0.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-3 font-medium text-sm',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              option.value === value ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-700',
            )}
          >
            {option.icon}
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Aperçu": the landing as the saved draft will look, in a same-origin frame of the preview route,
 * in French or English, at phone (375 px) or desktop (1280 px) width; a desktop page is scaled
 * down to fit the dialog, as a browser's device preview does.
 */
export function PreviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('site');
  const [lang, setLang] = useState<Lang>('fr');
  const [device, setDevice] = useState<Device>('desktop');
  const stage = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);

  useLayoutEffect(() => {
    if (!open) return;
    const element = stage.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });

  const width = WIDTHS[device];
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  const src = `${paths.sitePreview}?lang=${lang}`;
  const height = 640;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.preview.title')}
      description={t('admin.preview.description')}
      size="xl"
    >
      <div className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Toggle
            label={t('admin.preview.language')}
            value={lang}
            onChange={setLang}
            options={[
              { value: 'fr', label: 'FR' },
              { value: 'en', label: 'EN' },
            ]}
          />
          <Toggle
            label={t('admin.preview.device')}
            value={device}
            onChange={setDevice}
            options={[
              {
                value: 'phone',
                label: t('admin.preview.phone'),
                icon: <Smartphone className="size-4" aria-hidden="true" />,
              },
              {
                value: 'desktop',
                label: t('admin.preview.desktop'),
                icon: <Monitor className="size-4" aria-hidden="true" />,
              },
            ]}
          />
        </div>
        <div ref={stage} className="min-h-0 flex-1 overflow-hidden rounded-lg bg-ink-100">
          <div
            className="mx-auto origin-top-left"
            style={{ width: width * scale, height: height * scale }}
          >
            <iframe
              key={src}
              src={src}
              title={t('admin.preview.frame', {
                lang: lang === 'fr' ? t('admin.preview.french') : t('admin.preview.english'),
                width,
              })}
              width={width}
              height={height}
              className="origin-top-left border-0 bg-white"
              style={{ transform: `scale(${scale})` }}
            />
          </div>
        </div>
      </div>
    </Dialog>
  );
}

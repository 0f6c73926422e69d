import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Check from '~icons/lucide/check';
import Copy from '~icons/lucide/copy';
import { IconButton } from './IconButton';

/** A read-only value with a copy button (the clipboard is the only way out of this dialog). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('telemetry');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions, insecure origin): the value stays selectable by hand.
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink-800 text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-ink-900 text-sm"
        />
        <IconButton
          aria-label={t('credentials.copy', { label })}
          icon={copied ? <Check className="size-4" /> : <Copy className="size-4" />}
          onClick={copy}
        />
      </div>
      <span role="status" className="text-brand-800 text-xs">
        {copied ? t('credentials.copied') : ''}
      </span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { Button } from '.';

type LoadErrorProps =
  /** The portal's cards: the generic text and a retry button. */
  | { onRetry: () => void }
  /**
   * A list or panel: `error`'s text (see errorText; `only` as there), else `fallback`; nothing
   * while `error` is null (a query that has not failed). `look` picks one of the shared looks
   * (default: a line under a back-office list's header); `className` replaces it.
   */
  | {
      error: unknown;
      fallback: string;
      only?: 'refusal';
      look?: keyof typeof LOOKS;
      className?: string;
    };

const LOOKS = {
  /** A line under a back-office list's header. */
  line: 'px-4 pb-3 text-red-700 text-sm',
  /** A line under a card's description (the chat screens' lists). */
  afterText: 'px-4 pt-3 text-red-700 text-sm',
  /** A red panel above a back-office section's table. */
  panel: 'rounded-xl bg-red-50 p-4 text-red-800 text-sm',
  /** A red box in a dialog or a dashboard. */
  box: 'rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm',
};

/**
 * The one way a failed load says so, instead of an empty table that looks like "no data".
 */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation('common');
  if ('onRetry' in props) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 px-5 py-6 text-ink-700 text-sm">
        <p>{t('errors.loadData')}</p>
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  const { error, fallback, only, look = 'line', className = LOOKS[look] } = props;
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={className}>
      {errorText(error, fallback, only ? { only } : undefined)}
    </p>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiList, type ResponseSchema } from '@/lib/api-client';
import { useDebounced } from '@/lib/use-debounced';
import { controlClasses } from './Input';

interface RemoteOption {
  value: number;
  label: string;
}

export interface RemoteSelectProps<T> {
  label: string;
  /** List endpoint searched with `q` (e.g. /api/admin/espaces). */
  path: string;
  /** A row's contract schema (the list route's). */
  schema: ResponseSchema<T>;
  query?: Record<string, string>;
  toOption: (row: T) => RemoteOption;
  value: number | null;
  /** Label of the current value, shown even when it is not among the search results. */
  currentLabel?: string | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  /** Text of the empty choice ('Aucun client'); without it the empty choice reads 'Choisir…'. */
  noneLabel?: string;
  error?: string;
  /** The form field's name (a react-hook-form field): an invalid submit focuses it in screen order. */
  name?: string;
}

const RESULTS = 50;

/**
 * A select over a server list with a filter box in front: works the same with 10 or 10 000 rows
 * (only the first 50 matches are listed; typing narrows them).
 */
export function RemoteSelect<T>({
  label,
  path,
  schema,
  query,
  toOption,
  value,
  currentLabel,
  onChange,
  required,
  noneLabel,
  error,
  name,
}: RemoteSelectProps<T>) {
  const { t } = useTranslation('common');
  const id = useId();
  const [filter, setFilter] = useState('');
  const q = useDebounced(filter.trim());

  const results = useQuery({
    queryKey: ['backoffice', 'picker', path, query, q],
    queryFn: ({ signal }) =>
      apiList(path, { schema, auth: 'admin', query: { ...query, q, limit: RESULTS }, signal }),
  });
  const options = (results.data?.items ?? []).map(toOption);
  if (value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: currentLabel ?? `#${value}` });
  }
  const errorId = `${id}-error`;

  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 font-medium text-ink-800 text-sm">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </legend>
      <input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('picker.filter')}
        aria-label={t('picker.filterLabel', { label })}
        className={controlClasses(false)}
      />
      <select
        id={id}
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required ? true : undefined}
        className={controlClasses(Boolean(error))}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{noneLabel ?? t('picker.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {results.data && results.data.total > RESULTS ? (
        <p className="text-ink-500 text-xs">
          {t('picker.more', { shown: RESULTS, total: results.data.total })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

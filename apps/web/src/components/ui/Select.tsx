import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import ChevronDown from '~icons/lucide/chevron-down';
import { FieldFrame, useFieldFrame } from './Field';
import { controlClasses } from './Input';

type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children' | 'required'> {
  label: ReactNode;
  /** Plain strings are both value and label (e.g. GOVERNORATES). */
  options: readonly SelectOption[];
  /** An empty first option (value ''), e.g. 'Choisir…'. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  labelHidden?: boolean;
  /** Classes for the select element itself. */
  selectClassName?: string;
}

/** A styled native select with label, hint and error (native keeps mobile pickers and a11y). */
export function Select(props: SelectProps) {
  const {
    label,
    options,
    placeholder,
    error,
    hint,
    required,
    labelHidden,
    className,
    selectClassName,
    id: _id,
    ...selectProps
  } = props;
  const { frame, control } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select
          {...control}
          className={controlClasses(
            Boolean(error),
            cn('h-10 appearance-none pr-10', selectClassName),
          )}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const item = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </option>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
        />
      </div>
    </FieldFrame>
  );
}

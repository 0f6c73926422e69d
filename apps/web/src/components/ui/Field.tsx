import {
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useId,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Input, Textarea } from './Input';

/** What a custom control must receive to be wired to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldBaseProps {
  label: ReactNode;
  /** Error text; sets aria-invalid and is referenced by aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the required marker and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Hide the label visually (it remains the accessible name). */
  labelHidden?: boolean;
  /** Classes for the wrapper. */
  className?: string;
  id?: string;
}

type InputFieldProps = FieldBaseProps &
  Omit<ComponentProps<'input'>, 'children' | 'id' | 'className' | 'required'> & {
    multiline?: false;
    /** A custom control: an element (props are merged in) or a render function. */
    children?:
      | ReactElement<Partial<FieldControlProps>>
      | ((control: FieldControlProps) => ReactNode);
    inputClassName?: string;
  };

type TextareaFieldProps = FieldBaseProps &
  Omit<ComponentProps<'textarea'>, 'children' | 'id' | 'className' | 'required'> & {
    multiline: true;
    children?: undefined;
    inputClassName?: string;
  };

export type FieldProps = InputFieldProps | TextareaFieldProps;

/** Shared label / hint / error frame; used by Field and Select. */
export function FieldFrame({
  id,
  label,
  labelHidden,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  labelHidden?: boolean;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('font-medium text-ink-800 text-sm', labelHidden && 'sr-only')}
      >
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({t('form.required')})</span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-ink-500 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Wires a control to its label, hint and error: the frame's props, and the id and aria the control
 * carries (Field and Select).
 */
export function useFieldFrame({
  id: idProp,
  label,
  labelHidden,
  required,
  hint,
  error,
  className,
}: FieldBaseProps) {
  const generated = useId();
  const id = idProp ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  };
  const frame = { id, label, labelHidden, required, hint, hintId, error, errorId, className };
  return { frame, control };
}

/**
 * A labelled form control with hint and error. Pass input props directly (works with
 * react-hook-form's `{...register('email')}`), `multiline` for a textarea, or a custom control as
 * children (an element, or `(control) => <MyInput {...control} />`).
 */
export function Field(props: FieldProps) {
  const {
    label,
    error,
    hint,
    required,
    labelHidden,
    className,
    id: _id,
    inputClassName,
    multiline,
    children,
    ...controlProps
  } = props;
  const { frame, control } = useFieldFrame(props);

  let content: ReactNode;
  if (typeof children === 'function') content = children(control);
  else if (isValidElement(children)) content = cloneElement(children, control);
  else if (multiline)
    content = (
      <Textarea
        {...(controlProps as ComponentProps<'textarea'>)}
        {...control}
        invalid={Boolean(error)}
        className={inputClassName}
      />
    );
  else
    content = (
      <Input
        {...(controlProps as ComponentProps<'input'>)}
        {...control}
        invalid={Boolean(error)}
        className={inputClassName}
      />
    );

  return <FieldFrame {...frame}>{content}</FieldFrame>;
}

type PresetFieldProps = Omit<InputFieldProps, 'type' | 'required' | 'multiline' | 'children'>;

/**
 * A password, always required: the account's present one with `current` (the browser fills it
 * in), else a new one (the browser may offer to make one up).
 */
export function PasswordField({
  current = false,
  ...props
}: Omit<PresetFieldProps, 'autoComplete'> & { current?: boolean }) {
  return (
    <Field
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      required
      {...props}
    />
  );
}

/** An e-mail address, always required, with the e-mail keyboard; autoComplete 'email' unless given. */
export function EmailField({ autoComplete = 'email', ...props }: PresetFieldProps) {
  return <Field type="email" autoComplete={autoComplete} inputMode="email" required {...props} />;
}

/** A client account's phone (8 digits, national): the browser's hints for its input. */
export const PHONE_8_DIGITS = {
  type: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'numeric',
  maxLength: 8,
} as const;

import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui';
import { useMessage } from '@/lib/use-message';
import { useObjectUrl } from '@/lib/use-object-url';
import ImageUp from '~icons/lucide/image-up';
import { ACCEPTED_IMAGE_TYPES } from './admin-forms';

interface ImageFileFieldProps {
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  onBlur?: () => void;
  name: string;
}

/**
 * The admin forms' `image` field (register, profile edit), wired to the form: its picked file,
 * blur and localized message. `resetKey` remounts the file input (it cannot be cleared by value).
 */
export function ImageFormField<Values extends FieldValues>({
  control,
  resetKey,
  ...props
}: Pick<ImageFileFieldProps, 'label' | 'hint' | 'required'> & {
  control: Control<Values>;
  resetKey?: number;
}) {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={'image' as Path<Values>}
      render={({ field, fieldState }) => (
        <ImageFileField
          key={resetKey}
          name={field.name}
          {...props}
          value={field.value as File | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={message(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A labelled image file input with a preview of the picked file. */
function ImageFileField({
  label,
  hint,
  required,
  error,
  value,
  onChange,
  onBlur,
  name,
}: ImageFileFieldProps) {
  const { t } = useTranslation('admins');
  const preview = useObjectUrl(value);
  return (
    <div className="flex items-start gap-4">
      <div className="mt-6 flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-100 text-ink-500">
        {preview ? (
          <img src={preview} alt={t('fields.imagePreview')} className="size-full object-cover" />
        ) : (
          <ImageUp aria-hidden="true" className="size-6" />
        )}
      </div>
      <Field
        className="min-w-0 flex-1"
        label={label}
        hint={hint}
        required={required}
        error={error}
        type="file"
        name={name}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? undefined)}
        onBlur={onBlur}
      />
    </div>
  );
}

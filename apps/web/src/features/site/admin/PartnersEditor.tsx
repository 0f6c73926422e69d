import type { SiteContent } from '@app/contracts/site';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses, Field, IconButton } from '@/components/ui';
import { uploadSiteLogo } from '@/features/site/api/site';
import { errorText } from '@/lib/error-text';
import { useMessage } from '@/lib/use-message';
import ArrowDown from '~icons/lucide/arrow-down';
import ArrowUp from '~icons/lucide/arrow-up';
import ImageOff from '~icons/lucide/image-off';
import Plus from '~icons/lucide/plus';
import Trash2 from '~icons/lucide/trash-2';
import Upload from '~icons/lucide/upload';

/** The partners the site may show (the contract's limit). */
const MAX_PARTNERS = 24;
const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * Where keyboard focus goes after moving a row from `from` by `step`: the same button on the row
 * at its new place, or the other arrow when that button is now disabled (the row reached an end).
 */
export function focusAfterMove(
  from: number,
  step: -1 | 1,
  count: number,
): { index: number; button: 'up' | 'down' } {
  const index = Math.min(Math.max(from + step, 0), count - 1);
  const wanted = step < 0 ? 'up' : 'down';
  if (wanted === 'up' && index === 0) return { index, button: 'down' };
  if (wanted === 'down' && index === count - 1) return { index, button: 'up' };
  return { index, button: wanted };
}

/**
 * The partners strip: add, remove and reorder (up/down buttons, the row keeps the focus), each
 * with a name, an optional link and a logo uploaded at once (previewed as the landing shows it).
 */
export function PartnersEditor({ form }: { form: UseFormReturn<SiteContent> }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const { control, register, setValue, formState } = form;
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'partners',
    keyName: 'key',
  });
  const partners = useWatch({ control, name: 'partners' });
  const [uploading, setUploading] = useState<string | null>(null);
  const [logoErrors, setLogoErrors] = useState<Record<string, string>>({});
  const list = useRef<HTMLOListElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ id: string; button: 'up' | 'down' } | null>(null);
  const errors = formState.errors.partners as FieldErrors<SiteContent['partners']> | undefined;

  const moveRow = (from: number, step: -1 | 1) => {
    const target = focusAfterMove(from, step, fields.length);
    const id = partners?.[from]?.id;
    move(from, target.index);
    if (id) setFocusAfter({ id, button: target.button });
  };

  // Once the moved row is in its new place: its arrow takes the focus, so repeated presses keep
  // moving it (a moved element loses the focus).
  useEffect(() => {
    if (!focusAfter) return;
    list.current
      ?.querySelector<HTMLButtonElement>(
        `[data-partner="${focusAfter.id}"][data-move="${focusAfter.button}"]`,
      )
      ?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const pickLogo = async (index: number, id: string, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(id);
    setLogoErrors(({ [id]: _, ...rest }) => rest);
    try {
      const { logo } = await uploadSiteLogo(file);
      setValue(`partners.${index}.logo`, logo, { shouldDirty: true });
    } catch (error) {
      setLogoErrors((current) => ({
        ...current,
        [id]: errorText(error, t('admin.partners.uploadFailed')),
      }));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="grid gap-4">
      {fields.length === 0 ? (
        <p className="rounded-lg bg-ink-50 px-4 py-3 text-ink-700 text-sm">
          {t('admin.partners.none')}
        </p>
      ) : null}
      <ol ref={list} className="grid gap-4">
        {fields.map((field, index) => {
          const partner = partners?.[index];
          const id = field.id;
          const name = partner?.name?.trim() || t('admin.partners.unnamed', { n: index + 1 });
          const rowErrors = errors?.[index];
          const fileId = `partner-logo-${id}`;
          return (
            <li
              key={id}
              className="grid gap-4 rounded-xl border border-ink-200 p-4 sm:grid-cols-[11rem_minmax(0,1fr)_auto]"
              aria-label={t('admin.partners.rowLabel', { n: index + 1, name })}
            >
              <div className="grid content-start gap-2">
                <div className="flex h-16 w-36 items-center justify-center rounded-lg bg-white shadow-card ring-1 ring-ink-100">
                  {partner?.logo ? (
                    <img
                      src={`/uploads/${partner.logo}`}
                      alt={t('admin.partners.logoOf', { name })}
                      className="max-h-12 max-w-32 object-contain"
                    />
                  ) : (
                    <span className="flex items-center gap-1.5 text-ink-600 text-xs">
                      <ImageOff className="size-4" aria-hidden="true" />
                      {t('admin.partners.noLogo')}
                    </span>
                  )}
                </div>
                {/* The native control says "Choose File" in the browser's language: kept for
                    keyboard and screen readers, shown as a button in the page's language. */}
                <input
                  id={fileId}
                  type="file"
                  accept={LOGO_TYPES}
                  aria-describedby={`${fileId}-hint${logoErrors[id] ? ` ${fileId}-error` : ''}`}
                  aria-invalid={logoErrors[id] ? true : undefined}
                  disabled={uploading === id}
                  onChange={(event) => void pickLogo(index, id, event)}
                  className="peer sr-only"
                />
                <label
                  htmlFor={fileId}
                  className={buttonClasses({
                    variant: 'secondary',
                    size: 'sm',
                    className:
                      'w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2 peer-disabled:opacity-60',
                  })}
                >
                  <Upload className="size-4" aria-hidden="true" />
                  {partner?.logo ? t('admin.partners.replaceLogo') : t('admin.partners.addLogo')}
                </label>
                <p id={`${fileId}-hint`} className="text-ink-600 text-xs">
                  {uploading === id ? t('admin.partners.uploading') : t('admin.partners.logoHint')}
                </p>
                {logoErrors[id] ? (
                  <p id={`${fileId}-error`} role="alert" className="text-red-700 text-xs">
                    {logoErrors[id]}
                  </p>
                ) : null}
                {partner?.logo ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setValue(`partners.${index}.logo`, null, { shouldDirty: true })}
                  >
                    {t('admin.partners.removeLogo')}
                  </Button>
                ) : null}
              </div>
              <div className="grid content-start gap-3">
                <Field
                  label={t('admin.partners.name')}
                  required
                  error={message(rowErrors?.name?.message)}
                  {...register(`partners.${index}.name`)}
                />
                <Field
                  label={t('admin.partners.url')}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  hint={t('admin.partners.urlHint')}
                  error={message(rowErrors?.url?.message ?? rowErrors?.logo?.message)}
                  {...register(`partners.${index}.url`)}
                />
              </div>
              <div className="flex items-start gap-1 sm:flex-col">
                <IconButton
                  data-partner={id}
                  data-move="up"
                  aria-label={t('admin.partners.moveUp', { name })}
                  icon={<ArrowUp className="size-4" aria-hidden="true" />}
                  disabled={index === 0}
                  onClick={() => moveRow(index, -1)}
                />
                <IconButton
                  data-partner={id}
                  data-move="down"
                  aria-label={t('admin.partners.moveDown', { name })}
                  icon={<ArrowDown className="size-4" aria-hidden="true" />}
                  disabled={index === fields.length - 1}
                  onClick={() => moveRow(index, 1)}
                />
                <IconButton
                  aria-label={t('admin.partners.remove', { name })}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={fields.length >= MAX_PARTNERS}
          onClick={() => append({ id: crypto.randomUUID(), name: '', logo: null, url: '' })}
        >
          {t('admin.partners.add')}
        </Button>
      </div>
    </div>
  );
}

import { PRODUCT_IDS, type SiteContent, SOCIAL_NETWORKS } from '@app/contracts/site';
import {
  Controller,
  type FieldErrors,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, IconButton, Select } from '@/components/ui';
import { useMessage } from '@/lib/use-message';
import Plus from '~icons/lucide/plus';
import Trash2 from '~icons/lucide/trash-2';

type Form = UseFormReturn<SiteContent>;

const MAX_PHONES = 4;
const MAX_SHEET_ROWS = 20;

/** Up to 4 phone numbers, one field each. */
export function PhonesEditor({ form }: { form: Form }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const { control, register, setValue, getValues, formState } = form;
  const phones = useWatch({ control, name: 'phones' }) ?? [];
  const errors = formState.errors.phones;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-ink-800 text-sm">{t('admin.contact.phones')}</legend>
      {phones.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('admin.contact.noPhone')}</p>
      ) : null}
      {phones.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: plain strings; a row is its position
        <div key={index} className="flex items-end gap-2">
          <Field
            className="min-w-0 flex-1"
            label={t('admin.contact.phone', { n: index + 1 })}
            type="tel"
            inputMode="tel"
            placeholder="+216 71 000 000"
            error={message(errors?.[index]?.message)}
            {...register(`phones.${index}`)}
          />
          <IconButton
            aria-label={t('admin.contact.removePhone', { n: index + 1 })}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() =>
              setValue(
                'phones',
                getValues('phones').filter((__, other) => other !== index),
                { shouldDirty: true },
              )
            }
          />
        </div>
      ))}
      {errors?.message ? <p className="text-red-700 text-sm">{message(errors.message)}</p> : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={phones.length >= MAX_PHONES}
          onClick={() => setValue('phones', [...getValues('phones'), ''], { shouldDirty: true })}
        >
          {t('admin.contact.addPhone')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Links to the company's pages on the allowed networks, one per network. */
export function SocialEditor({ form }: { form: Form }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'social', keyName: 'key' });
  const links = useWatch({ control, name: 'social' }) ?? [];
  const errors = formState.errors.social as FieldErrors<SiteContent['social']> | undefined;
  const unused = SOCIAL_NETWORKS.filter(
    (network) => !links.some((link) => link.network === network),
  );
  const networkOptions = SOCIAL_NETWORKS.map((network) => ({
    value: network,
    label: t(`admin.social.networks.${network}`),
  }));
  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('admin.social.none')}</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.key}
          className="grid items-start gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
        >
          <Select
            label={t('admin.social.network', { n: index + 1 })}
            options={networkOptions}
            error={message(errors?.[index]?.network?.message)}
            {...register(`social.${index}.network`)}
          />
          <Field
            label={t('admin.social.url', { n: index + 1 })}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={message(errors?.[index]?.url?.message)}
            {...register(`social.${index}.url`)}
          />
          <IconButton
            className="sm:mt-7"
            aria-label={t('admin.social.remove', { n: index + 1 })}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={unused.length === 0}
          onClick={() => append({ network: unused[0] ?? 'facebook', url: '' })}
        >
          {t('admin.social.add')}
        </Button>
      </div>
    </div>
  );
}

/** One product's technical sheet: rows of label and value in French and English. */
export function SheetEditor({ form, productIndex }: { form: Form; productIndex: number }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({
    control,
    name: `products.${productIndex}.sheet`,
    keyName: 'key',
  });
  const errors = formState.errors.products?.[productIndex]?.sheet as
    | FieldErrors<SiteContent['products'][number]['sheet']>
    | undefined;
  const product = t(`admin.products.names.${PRODUCT_IDS[productIndex] ?? 'nano-box'}`);
  return (
    <div className="grid gap-3">
      {fields.map((field, row) => {
        const rowErrors = errors?.[row];
        const n = row + 1;
        return (
          <fieldset
            key={field.key}
            className="grid gap-3 rounded-lg border border-ink-200 p-3 sm:grid-cols-2"
          >
            <legend className="px-1 font-medium text-ink-800 text-sm">
              {t('admin.products.row', { n, product })}
            </legend>
            <Field
              label={t('admin.products.labelFr', { n })}
              lang="fr"
              error={message(rowErrors?.label?.fr?.message)}
              {...register(`products.${productIndex}.sheet.${row}.label.fr`)}
            />
            <Field
              label={t('admin.products.labelEn', { n })}
              lang="en"
              error={message(rowErrors?.label?.en?.message)}
              {...register(`products.${productIndex}.sheet.${row}.label.en`)}
            />
            <Field
              label={t('admin.products.valueFr', { n })}
              lang="fr"
              error={message(rowErrors?.value?.fr?.message)}
              {...register(`products.${productIndex}.sheet.${row}.value.fr`)}
            />
            <Field
              label={t('admin.products.valueEn', { n })}
              lang="en"
              error={message(rowErrors?.value?.en?.message)}
              {...register(`products.${productIndex}.sheet.${row}.value.en`)}
            />
            <div className="flex items-center justify-between gap-3 sm:col-span-2">
              <label className="flex items-center gap-2 text-ink-800 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  {...register(`products.${productIndex}.sheet.${row}.indicative`)}
                />
                {t('admin.products.indicative')}
              </label>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                disabled={fields.length <= 1}
                onClick={() => remove(row)}
              >
                {t('admin.products.removeRow', { n })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors?.root?.message ? (
        <p className="text-red-700 text-sm">{message(errors.root.message)}</p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={fields.length >= MAX_SHEET_ROWS}
          onClick={() =>
            append({ label: { fr: '', en: '' }, value: { fr: '', en: '' }, indicative: false })
          }
        >
          {t('admin.products.addRow')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The 7 FAQ entries: the question and its answer lines, in French and English. The lines are
 * edited as one text, a line each (blank lines are dropped before validation).
 */
export function FaqEditor({ form }: { form: Form }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const { control, register, formState } = form;
  const errors = formState.errors.faq as FieldErrors<SiteContent['faq']> | undefined;
  const entries = useWatch({ control, name: 'faq' }) ?? [];
  return (
    <div className="grid gap-3">
      {entries.map((entry, index) => {
        const n = index + 1;
        const entryErrors = errors?.[index];
        return (
          <details
            // biome-ignore lint/suspicious/noArrayIndexKey: the 7 fixed entries, never reordered
            key={index}
            open={entryErrors ? true : undefined}
            className="group rounded-lg border border-ink-200"
          >
            <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-ink-900 text-sm">
              {t('admin.faq.entry', { n })} · {entry?.question?.fr}
            </summary>
            <div className="grid gap-3 border-ink-100 border-t p-4 sm:grid-cols-2">
              <Field
                label={t('admin.faq.questionFr', { n })}
                lang="fr"
                error={message(entryErrors?.question?.fr?.message)}
                {...register(`faq.${index}.question.fr`)}
              />
              <Field
                label={t('admin.faq.questionEn', { n })}
                lang="en"
                error={message(entryErrors?.question?.en?.message)}
                {...register(`faq.${index}.question.en`)}
              />
              {(['fr', 'en'] as const).map((lang) => (
                <Controller
                  key={lang}
                  control={control}
                  name={`faq.${index}.answers.${lang}`}
                  render={({ field, fieldState }) => (
                    <Field
                      multiline
                      rows={4}
                      lang={lang}
                      label={t(lang === 'fr' ? 'admin.faq.answersFr' : 'admin.faq.answersEn', {
                        n,
                      })}
                      hint={t('admin.faq.answersHint')}
                      error={message(
                        fieldState.error?.message ??
                          (Array.isArray(fieldState.error)
                            ? fieldState.error.find(Boolean)?.message
                            : undefined),
                      )}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={(field.value ?? []).join('\n')}
                      onChange={(event) => field.onChange(event.target.value.split('\n'))}
                    />
                  )}
                />
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}

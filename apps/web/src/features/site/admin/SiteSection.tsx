import { type AdminSite, type SiteContent, siteContentSchema } from '@app/contracts/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type Resolver, type SubmitErrorHandler, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Field, Skeleton, useConfirm, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import {
  useAdminSite,
  usePublishSite,
  useRestoreSiteVersion,
  useSaveSiteDraft,
  useSiteVersions,
} from '@/features/site/api/site';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { formatDateTime } from '@/lib/format';
import { useMessage } from '@/lib/use-message';
import Eye from '~icons/lucide/eye';
import History from '~icons/lucide/history';
import Save from '~icons/lucide/save';
import Send from '~icons/lucide/send';
import { FaqEditor, PhonesEditor, SheetEditor, SocialEditor } from './ListEditors';
import { PartnersEditor } from './PartnersEditor';
import { PreviewDialog } from './PreviewDialog';

const MapPicker = lazy(() => import('./MapPicker'));

/** The answer lines typed as text, without the blank ones, before the schema sees them. */
function withoutBlankLines(values: SiteContent): SiteContent {
  return {
    ...values,
    faq: values.faq.map((entry) => ({
      ...entry,
      answers: {
        fr: entry.answers.fr.filter((line) => line.trim() !== ''),
        en: entry.answers.en.filter((line) => line.trim() !== ''),
      },
    })),
  };
}

const schemaResolver = zodResolver(siteContentSchema) as unknown as Resolver<SiteContent>;
const resolver: Resolver<SiteContent> = (values, context, options) =>
  schemaResolver(withoutBlankLines(values), context, options);

/**
 * Back-office "Site": the company edits its public site (brand, contact, map point, social links,
 * partners, technical sheets, FAQ) as a draft, previews it, publishes it, and can restore an
 * earlier publication.
 */
export default function SiteSection() {
  const { t } = useTranslation('site');
  const site = useAdminSite();
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('admin.title')}</h2>
      <LoadError error={site.error} fallback={t('admin.loadFailed')} only="refusal" look="box" />
      {site.data ? (
        <SiteEditor site={site.data} />
      ) : site.isError ? null : (
        <Skeleton className="h-96 w-full rounded-xl" />
      )}
      <VersionsCard />
    </div>
  );
}

function SiteEditor({ site }: { site: AdminSite }) {
  const { t } = useTranslation('site');
  const message = useMessage();
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const save = useSaveSiteDraft();
  const publish = usePublishSite();
  const [previewOpen, setPreviewOpen] = useState(false);
  const form = useForm<SiteContent>({
    resolver,
    defaultValues: site.draft,
    shouldFocusError: false,
  });
  const { register, handleSubmit, reset, setError, setValue, control, formState } = form;
  const { errors, isDirty } = formState;
  const map = useWatch({ control, name: 'map' });

  // A saved, published or restored draft becomes the form's new starting point.
  useEffect(() => reset(site.draft), [site.draft, reset]);

  /** Saves the form as the draft; false when it was refused (its messages are on the fields). */
  const saveDraft = async (values: SiteContent): Promise<boolean> => {
    try {
      await save.mutateAsync(values);
      return true;
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        applyFieldErrors(error, Object.keys(error.fieldErrors), (field, text) =>
          setError(field as never, { message: text }),
        );
      }
      toast.error(errorText(error, t('admin.saveFailed'), { only: 'refusal' }));
      return false;
    }
  };
  const invalid: SubmitErrorHandler<SiteContent> = (errors, event) => {
    toast.error(t('admin.invalid'));
    focusFirstInvalid(errors, event);
  };

  const onSave = handleSubmit(async (values) => {
    if (await saveDraft(values)) toast.success(t('admin.saved'));
  }, invalid);

  // The preview and the publication show the saved draft: unsaved edits are saved first.
  const onPreview = handleSubmit(async (values) => {
    if (!isDirty || (await saveDraft(values))) setPreviewOpen(true);
  }, invalid);

  const onPublish = handleSubmit(async (values) => {
    const confirmed = await confirm({
      title: t('admin.publish.title'),
      message: t('admin.publish.message'),
      confirmLabel: t('admin.publish.confirm'),
      tone: 'default',
    });
    if (!confirmed) return;
    if (isDirty && !(await saveDraft(values))) return;
    try {
      const result = await publish.mutateAsync();
      toast.success(t('admin.publish.done', { version: result.version }));
    } catch (error) {
      toast.error(errorText(error, t('admin.publish.failed'), { only: 'refusal' }));
    }
  }, invalid);

  const published = site.published;
  const busy = save.isPending || publish.isPending;
  return (
    <form noValidate onSubmit={onSave} className="grid gap-4">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1 text-sm">
            <p className="font-medium text-ink-950">
              {published
                ? t('admin.status.published', {
                    version: published.version,
                    date: formatDateTime(published.publishedAt),
                    name: published.publishedBy?.name ?? t('admin.status.someone'),
                  })
                : t('admin.status.neverPublished')}
            </p>
            <p>
              {isDirty ? (
                <Badge tone="warning">{t('admin.status.unsaved')}</Badge>
              ) : site.dirty ? (
                <Badge tone="info">{t('admin.status.draftAhead')}</Badge>
              ) : (
                <Badge tone="success">{t('admin.status.upToDate')}</Badge>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="secondary"
              loading={save.isPending}
              disabled={busy}
              icon={<Save className="size-4" aria-hidden="true" />}
            >
              {t('admin.actions.save')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={(event) => void onPreview(event)}
              icon={<Eye className="size-4" aria-hidden="true" />}
            >
              {t('admin.actions.preview')}
            </Button>
            <Button
              disabled={busy}
              loading={publish.isPending}
              onClick={(event) => void onPublish(event)}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              {t('admin.actions.publish')}
            </Button>
          </div>
        </div>
      </Card>

      <Card title={t('admin.identity.title')} titleAs="h3">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('admin.identity.brandName')}
            required
            hint={t('admin.identity.brandHint')}
            error={message(errors.brandName?.message)}
            {...register('brandName')}
          />
          <Field
            label={t('admin.identity.legalName')}
            error={message(errors.legalName?.message)}
            {...register('legalName')}
          />
          <Field
            label={t('admin.identity.taxNumber')}
            hint={t('admin.identity.invoiceHint')}
            error={message(errors.taxNumber?.message)}
            {...register('taxNumber')}
          />
          <Field
            label={t('admin.identity.rib')}
            hint={t('admin.identity.invoiceHint')}
            error={message(errors.rib?.message)}
            {...register('rib')}
          />
        </div>
      </Card>

      <Card
        title={t('admin.contact.title')}
        titleAs="h3"
        description={t('admin.contact.description')}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            <Field
              label={t('admin.contact.email')}
              type="email"
              autoComplete="off"
              placeholder="contact@"
              error={message(errors.contactEmail?.message)}
              {...register('contactEmail')}
            />
            <PhonesEditor form={form} />
          </div>
          <div className="grid content-start gap-4">
            <Field
              label={t('admin.contact.addressFr')}
              lang="fr"
              error={message(errors.address?.fr?.message)}
              {...register('address.fr')}
            />
            <Field
              label={t('admin.contact.addressEn')}
              lang="en"
              error={message(errors.address?.en?.message)}
              {...register('address.en')}
            />
            <Field
              label={t('admin.contact.supportHoursFr')}
              lang="fr"
              hint={t('admin.contact.supportHoursHint')}
              error={message(errors.supportHours?.fr?.message)}
              {...register('supportHours.fr')}
            />
            <Field
              label={t('admin.contact.supportHoursEn')}
              lang="en"
              error={message(errors.supportHours?.en?.message)}
              {...register('supportHours.en')}
            />
          </div>
        </div>
      </Card>

      <Card title={t('admin.map.title')} titleAs="h3" description={t('admin.map.description')}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem]">
          <div className="overflow-hidden rounded-lg border border-ink-200">
            <Suspense fallback={<Skeleton className="h-72 w-full sm:h-80" />}>
              <MapPicker
                point={map}
                onChange={(point) => setValue('map', point, { shouldDirty: true })}
              />
            </Suspense>
          </div>
          <div className="grid content-start gap-3">
            <Field
              label={t('admin.map.lat')}
              type="number"
              step="any"
              error={message(errors.map?.lat?.message)}
              {...register('map.lat', { valueAsNumber: true })}
            />
            <Field
              label={t('admin.map.lng')}
              type="number"
              step="any"
              error={message(errors.map?.lng?.message)}
              {...register('map.lng', { valueAsNumber: true })}
            />
            <Field
              label={t('admin.map.zoom')}
              type="number"
              min={3}
              max={19}
              step={1}
              error={message(errors.map?.zoom?.message)}
              {...register('map.zoom', { valueAsNumber: true })}
            />
          </div>
        </div>
      </Card>

      <Card
        title={t('admin.social.title')}
        titleAs="h3"
        description={t('admin.social.description')}
      >
        <SocialEditor form={form} />
      </Card>

      <Card
        title={t('admin.partners.title')}
        titleAs="h3"
        description={t('admin.partners.description')}
      >
        <PartnersEditor form={form} />
      </Card>

      <Card
        title={t('admin.products.title')}
        titleAs="h3"
        description={t('admin.products.description')}
      >
        <div className="grid gap-3">
          {site.draft.products.map((product, index) => (
            <details
              key={product.id}
              open={errors.products?.[index] ? true : undefined}
              className="rounded-lg border border-ink-200"
            >
              <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-ink-900 text-sm">
                {t(`admin.products.names.${product.id}`)}
              </summary>
              <div className="border-ink-100 border-t p-4">
                <SheetEditor form={form} productIndex={index} />
              </div>
            </details>
          ))}
        </div>
      </Card>

      <Card title={t('admin.faq.title')} titleAs="h3" description={t('admin.faq.description')}>
        <FaqEditor form={form} />
      </Card>

      <PreviewDialog open={previewOpen} onClose={() => setPreviewOpen(false)} />
      {confirmDialog}
    </form>
  );
}

/** Every kept publication, newest first, with who published it and when; one can be restored. */
function VersionsCard() {
  const { t } = useTranslation('site');
  const toast = useToast();
  const versions = useSiteVersions();
  const restore = useRestoreSiteVersion();
  // The version a confirmation is asking about (open while set).
  const [asking, setAsking] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const items = versions.data?.items ?? [];
  const current = items[0]?.id;

  /**
   * Runs inside the confirmation, which closes once the version is live: focus then goes back to
   * the 'Restaurer' button that asked, still there and enabled (the open dialog is what keeps a
   * second restoration from starting; a button disabled under the focus would drop it to <body>).
   */
  const onRestore = async (id: number) => {
    try {
      const result = await restore.mutateAsync(id);
      toast.success(t('admin.versions.restored', { version: id, next: result.version }));
    } catch (error) {
      toast.error(errorText(error, t('admin.versions.restoreFailed'), { only: 'refusal' }));
      throw error;
    }
  };

  return (
    <Card
      title={t('admin.versions.title')}
      titleAs="h3"
      description={t('admin.versions.description')}
    >
      {versions.isError ? (
        <LoadError
          error={versions.error}
          fallback={t('admin.loadFailed')}
          only="refusal"
          className="text-red-800 text-sm"
        />
      ) : versions.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <p className="text-ink-700 text-sm">{t('admin.versions.none')}</p>
      ) : (
        <ol ref={list} className="divide-y divide-ink-100">
          {items.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
            >
              <div className="flex items-center gap-3">
                <History className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
                <div>
                  <p className="font-medium text-ink-950">
                    {t('admin.versions.label', { version: version.id })}
                    {version.id === current ? (
                      <Badge tone="success" className="ml-2">
                        {t('admin.versions.live')}
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-ink-700">
                    {t('admin.versions.by', {
                      date: formatDateTime(version.publishedAt),
                      name: version.publishedBy?.name ?? t('admin.status.someone'),
                    })}
                    {version.restoredFrom !== null
                      ? ` · ${t('admin.versions.restoredFrom', { version: version.restoredFrom })}`
                      : ''}
                  </p>
                </div>
              </div>
              {version.id === current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setAsking(version.id)}
                  aria-label={t('admin.versions.restoreLabel', { version: version.id })}
                >
                  {t('admin.versions.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={() => (asking === null ? undefined : onRestore(asking))}
        title={t('admin.versions.restoreTitle')}
        message={t('admin.versions.restoreMessage', { version: asking ?? '' })}
        confirmLabel={t('admin.versions.restore')}
        tone="default"
        // The oldest kept version leaves the list when a restoration pushes it past the limit.
        returnFocus={() => list.current?.querySelector('button')}
      />
    </Card>
  );
}

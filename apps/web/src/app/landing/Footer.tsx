import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeepPrerendered } from '@/components/KeepPrerendered';
import { PRODUCTS } from '@/config/products';
import { NewsletterForm } from '@/features/sales/public/NewsletterForm';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { useLang } from '@/lib/i18n';
import Clock from '~icons/lucide/clock';
import Mail from '~icons/lucide/mail';
import MapPin from '~icons/lucide/map-pin';
import Phone from '~icons/lucide/phone';
import { BrandMark } from './BrandMark';

const linkClass = 'text-white/80 hover:text-white hover:underline';

/**
 * Contact section and footer: newsletter, link columns, and the company's published contact
 * details and social links. A detail the company has not given yet is left out, never faked; with
 * none at all the column says so and how to reach the company meanwhile (issue 29). The rights
 * line names the legal name once it is set.
 */
export function Footer() {
  const { t } = useTranslation('site');
  const content = useProvidedSiteContent();
  const brand = content.brandName;
  const { lang } = useLang();
  const address = content.address[lang].trim();
  const hours = content.supportHours?.[lang]?.trim() ?? '';
  const hasContact =
    content.contactEmail !== '' ||
    content.phones.length > 0 ||
    address !== '' ||
    hours !== '' ||
    content.social.length > 0;
  return (
    <footer id="contact" className="below-fold bg-ink-950 pt-16 pb-10 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <p className="flex items-center gap-2 font-bold text-lg">
            <BrandMark />
            {brand}
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        <KeepPrerendered name="footer-links">
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="font-semibold text-white">
              {t('landing.footer.columns.company')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <a className={linkClass} href="#about">
                  {t('landing.nav.about')}
                </a>
              </li>
              <li>
                <a className={linkClass} href="#faq">
                  {t('landing.nav.faq')}
                </a>
              </li>
              <li>
                {/* Leaves the landing's own (Preact) build: the next page loads as a document. */}
                <Link reloadDocument className={linkClass} to="/authentification">
                  {t('landing.footer.clientArea')}
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-solutions">
            <h2 id="footer-solutions" className="font-semibold text-white">
              {t('landing.footer.columns.solutions')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {PRODUCTS.map((product) => (
                <li key={product.id}>
                  <a className={linkClass} href="#solutions">
                    {product.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 id="contact-title" className="font-semibold text-white">
              {t('landing.footer.columns.contact')}
            </h2>
            {hasContact ? null : (
              <p className="mt-3 text-sm text-white/80">{t('landing.footer.notPublished')}</p>
            )}
            {hasContact ? (
              <>
                <address className="mt-3 space-y-2 text-sm not-italic">
                  {content.contactEmail ? (
                    <p className="flex items-start gap-2">
                      <Mail className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                      <span className="sr-only">
                        {t('landing.footer.labelled', { label: t('landing.footer.email') })}{' '}
                      </span>
                      <a className={linkClass} href={`mailto:${content.contactEmail}`}>
                        {content.contactEmail}
                      </a>
                    </p>
                  ) : null}
                  {content.phones.map((phone) => (
                    <p key={phone} className="flex items-start gap-2">
                      <Phone className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                      <span className="sr-only">
                        {t('landing.footer.labelled', { label: t('landing.footer.phone') })}{' '}
                      </span>
                      <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                        {phone}
                      </a>
                    </p>
                  ))}
                  {address ? (
                    <p className="flex items-start gap-2 text-white/80">
                      <MapPin
                        className="mt-0.5 size-4 shrink-0 text-brand-300"
                        aria-hidden="true"
                      />
                      <span className="sr-only">
                        {t('landing.footer.labelled', { label: t('landing.footer.address') })}{' '}
                      </span>
                      {address}
                    </p>
                  ) : null}
                  {hours ? (
                    <p className="flex items-start gap-2 text-white/80">
                      <Clock className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                      {t('landing.hero.stats.supportHours', { hours })}
                    </p>
                  ) : null}
                </address>
                {content.social.length > 0 ? (
                  <>
                    <h3 className="mt-5 font-semibold text-sm text-white">
                      {t('landing.footer.social')}
                    </h3>
                    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                      {content.social.map((link) => {
                        const network = t(`landing.footer.networks.${link.network}`);
                        return (
                          <li key={link.network}>
                            <a
                              className={linkClass}
                              href={link.url}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={t('landing.footer.socialLink', { network })}
                            >
                              {network}
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </>
                ) : null}
              </>
            ) : null}
          </div>
        </KeepPrerendered>
      </div>
      <p className="mx-auto mt-12 max-w-7xl border-white/10 border-t px-4 pt-6 text-sm text-white/70 sm:px-6">
        {t('landing.footer.rights', {
          year: new Date().getFullYear(),
          company: content.legalName.trim() || brand,
        })}
      </p>
    </footer>
  );
}

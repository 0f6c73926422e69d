import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { COMPANY, PRODUCTS } from '../content/site';
import { BrandMark } from './BrandMark';
import { NewsletterForm } from './NewsletterForm';

const linkClass = 'text-white/80 hover:text-white hover:underline';

/** Contact section and footer: newsletter, link columns, contact details and social links. */
export function Footer() {
  const { t } = useTranslation('landing');
  const { lang } = useLang();
  return (
    <footer id="contact" className="bg-ink-950 pt-16 pb-10 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <p className="flex items-center gap-2 font-bold text-lg">
            <BrandMark />
            {COMPANY.name}
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            {t('footer.columns.company')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={linkClass} href="#about">
                {t('nav.about')}
              </a>
            </li>
            <li>
              <a className={linkClass} href="#faq">
                {t('nav.faq')}
              </a>
            </li>
            <li>
              {/* Leaves the landing's own (Preact) build: the next page loads as a document. */}
              <Link reloadDocument className={linkClass} to="/authentification">
                {t('footer.clientArea')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-solutions">
          <h2 id="footer-solutions" className="font-semibold text-white">
            {t('footer.columns.solutions')}
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
            {t('footer.columns.contact')}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span className="sr-only">{t('footer.email')} : </span>
              <a className={linkClass} href={`mailto:${COMPANY.email}`}>
                {COMPANY.email}
              </a>
            </p>
            {COMPANY.phones.map((phone) => (
              <p key={phone} className="flex items-start gap-2">
                <Phone className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                <span className="sr-only">{t('footer.phone')} : </span>
                <a className={linkClass} href={`tel:${phone.replace(/\s/g, '')}`}>
                  {phone}
                </a>
              </p>
            ))}
            <p className="flex items-start gap-2 text-white/80">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span className="sr-only">{t('footer.address')} : </span>
              {COMPANY.address[lang]}
            </p>
          </address>
          <h3 className="mt-5 font-semibold text-sm text-white">{t('footer.social')}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {COMPANY.social.map((link) => (
              <li key={link.network}>
                <a
                  className={linkClass}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: link.network })}
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-7xl border-white/10 border-t px-4 pt-6 text-sm text-white/70 sm:px-6">
        {t('footer.rights', { year: new Date().getFullYear(), company: COMPANY.name })}
      </p>
    </footer>
  );
}

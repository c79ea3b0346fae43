import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { documents, paths } from '@/config/paths';
import { useLanguage } from '@/components/useLanguage';
import { mailtoHref, placeIn, shop, shopImages, telHref, type SocialNetwork } from '@/config/shop';
import { Icon, PhoneIcon } from './icons';
import { OpeningHours } from './OpeningHours';

const CUSTOMER_LINKS = [
  { key: 'about', href: paths.about.href() },
  { key: 'payment', href: paths.payment.href() },
  { key: 'faq', href: paths.faq.href() },
  { key: 'contact', href: paths.contactUs.href() },
] as const;

const DOCUMENTS = [
  { key: 'privacyPolicy', href: documents.privacyPolicy },
  { key: 'returnPolicy', href: documents.returnPolicyEn },
] as const;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** Below the fold, so loaded in a chunk of its own (lazy-parts.ts) while the first page renders. */
export default function Footer() {
  const { t } = useTranslation('shell');
  const place = placeIn(useLanguage());
  return (
    <footer className="site-footer">
      <div className="site-footer__main container">
        <section className="site-footer__brand" aria-label={shop.name}>
          <Link to={paths.home.href()} className="site-footer__logo">
            <img src="/logo-light.svg" alt={t('header.logoAlt')} width="220" height="48" loading="lazy" />
          </Link>
          <p className="site-footer__about">{t('footer.about')}</p>
          <ul className="social-links" aria-label={t('footer.social')}>
            {shop.social.map((network) => (
              <li key={network.id}>
                <a
                  className="social-links__link"
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.followUs', { name: shop.name, network: NETWORK_NAMES[network.id] })}
                >
                  <span
                    className="social-links__icon"
                    style={{ '--icon': `url(${shopImages.social(network.id)})` } as CSSProperties}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-help">
          <h2 className="site-footer__heading" id="footer-help">
            {t('footer.help')}
          </h2>
          <ul className="site-footer__links">
            {CUSTOMER_LINKS.map(({ key, href }) => (
              <li key={key}>
                <Link to={href}>{t(`footer.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-documents">
          <h2 className="site-footer__heading" id="footer-documents">
            {t('footer.documents')}
          </h2>
          <ul className="site-footer__links">
            {DOCUMENTS.map(({ key, href }) => (
              <li key={key}>
                <a className="site-footer__document" href={href} download>
                  <DownloadIcon size={18} />
                  <span>
                    {t(`footer.${key}`)} <span className="site-footer__file">{t('footer.pdf')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 className="site-footer__heading" id="footer-contact">
            {t('footer.contact')}
          </h2>
          <ul className="site-footer__contact">
            {place && (
              <li>
                <PinIcon size={18} />
                <address>{place.line}</address>
              </li>
            )}
            {shop.phone.display && (
              <li>
                <PhoneIcon size={18} />
                <a href={telHref()}>{shop.phone.display}</a>
              </li>
            )}
            {shop.email && (
              <li>
                <MailIcon size={18} />
                <a href={mailtoHref()}>{shop.email}</a>
              </li>
            )}
            {place && place.hours.length > 0 && (
              <li>
                <ClockIcon size={18} />
                <div>
                  <OpeningHours />
                  {place.hoursNote && <p className="site-footer__note">{place.hoursNote}</p>}
                </div>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="site-footer__bottom-inner container">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: shop.name })}</p>
          <ul className="payment-icons" aria-label={t('footer.paymentMethods')}>
            {shop.paymentMethods.map((method) => (
              <li key={method.id}>
                <img src={shopImages.payment(method.id)} alt={method.name} width="46" height="30" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

const PinIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </Icon>
);

const MailIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Icon>
);

const ClockIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

const DownloadIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);

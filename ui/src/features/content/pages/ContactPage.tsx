import { useTranslation } from 'react-i18next';
import { mailtoHref, shop, telHref } from '@/config/shop';
import { openCallbackForm } from '@/lib/ui-events';
import { ContentLayout } from '../components/ContentLayout';

const MAP_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

export default function ContactPage() {
  const { t } = useTranslation('content');
  const { t: tShell } = useTranslation('shell');
  return (
    <ContentLayout title={t('contact.title')} intro={t('contact.intro')}>
      <div className="contact-grid">
        <section className="contact-card" aria-labelledby="contact-phone">
          <h2 id="contact-phone">{t('contact.phoneTitle')}</h2>
          <p>
            <a className="contact-card__big" href={telHref()}>
              {shop.phone.display}
            </a>
          </p>
          <p>{t('contact.phoneText')}</p>
          <button type="button" className="button button--accent" onClick={openCallbackForm}>
            {t('callback')}
          </button>
        </section>

        <section className="contact-card" aria-labelledby="contact-email">
          <h2 id="contact-email">{t('contact.emailTitle')}</h2>
          <p>
            <a className="contact-card__big" href={mailtoHref()}>
              {shop.email}
            </a>
          </p>
          <p>{t('contact.emailText')}</p>
        </section>

        <section className="contact-card" aria-labelledby="contact-address">
          <h2 id="contact-address">{t('contact.addressTitle')}</h2>
          <address className="contact-card__address">
            {shop.name}
            <br />
            {shop.address.street}
            <br />
            {shop.address.city} {shop.address.postcode}
            <br />
            {tShell('shopAddress.country')}
          </address>
          <p>{t('contact.addressText')}</p>
          <a href={`${MAP_SEARCH}${encodeURIComponent(shop.address.full)}`} target="_blank" rel="noopener noreferrer">
            {t('contact.map')}
            <span className="visually-hidden"> {t('contact.newWindow')}</span>
          </a>
        </section>

        <section className="contact-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('contact.hoursTitle')}</h2>
          <dl className="hours">
            {shop.openingHours.map((row) => (
              <div key={row.days}>
                <dt>{t(`contact.days.${row.days}`)}</dt>
                <dd>{row.opens && row.closes ? `${row.opens}–${row.closes}` : t('contact.closed')}</dd>
              </div>
            ))}
          </dl>
          <p>{t('contact.hoursNote')}</p>
        </section>
      </div>
    </ContentLayout>
  );
}

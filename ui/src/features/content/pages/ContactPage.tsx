import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { mailtoHref, placeIn, shop, telHref } from '@/config/shop';
import { openCallbackForm } from '@/lib/ui-events';
import { ContentLayout } from '../components/ContentLayout';

const MAP_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

export default function ContactPage() {
  const { t } = useTranslation('content');
  const place = placeIn(useLanguage());
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
            {place && (
              <>
                <br />
                {place.street}
                <br />
                {place.town}
                <br />
                {place.country}
              </>
            )}
          </address>
          <p>{place?.note || t('contact.addressText')}</p>
          <a href={`${MAP_SEARCH}${encodeURIComponent(shop.map)}`} target="_blank" rel="noopener noreferrer">
            {t('contact.map')}
            <span className="visually-hidden"> {t('contact.newWindow')}</span>
          </a>
        </section>

        <section className="contact-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('contact.hoursTitle')}</h2>
          <dl className="hours">
            {place?.hours.map(([days, times]) => (
              <div key={days}>
                <dt>{days}</dt>
                <dd>{times}</dd>
              </div>
            ))}
          </dl>
          {place?.hoursNote && <p>{place.hoursNote}</p>}
          <p>{t('contact.hoursNote')}</p>
        </section>
      </div>
    </ContentLayout>
  );
}

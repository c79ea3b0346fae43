import { useTranslation } from 'react-i18next';
import { documents } from '@/config/paths';
import { mailtoHref, shop } from '@/config/shop';
import { ContentLayout } from '../components/ContentLayout';

/** The sections of the policy; texts under privacy.sections.<key> (items: bullet points). */
const SECTIONS = {
  collect: ['callbacks', 'account', 'orders', 'giftCards', 'browser', 'technical'],
  why: ['contract', 'callback', 'law', 'security', 'newsletter'],
  who: [],
  keep: ['callbacks', 'orders', 'accounts'],
  rights: [],
  changes: [],
} as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('content');
  return (
    <ContentLayout title={t('privacy.title')} intro={t('privacy.intro')}>
      <p className="prose__meta">{t('privacy.updated')}</p>
      {(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((key, index) => (
        <section key={key} aria-labelledby={`privacy-${key}`}>
          <h2 id={`privacy-${key}`}>
            {index + 1}. {t(`privacy.sections.${key}.title`)}
          </h2>
          {SECTIONS[key].length > 0 ? (
            <ul>
              {SECTIONS[key].map((item) => (
                <li key={item}>{t(`privacy.sections.${key}.items.${item}` as 'privacy.sections.collect.items.callbacks')}</li>
              ))}
            </ul>
          ) : (
            <p>{t(`privacy.sections.${key}.text` as 'privacy.sections.who.text')}</p>
          )}
        </section>
      ))}
      <div className="notice">{t('privacy.securityBox')}</div>
      <p>
        {t('privacy.contact')} <a href={mailtoHref()}>{shop.email}</a>
      </p>
      <p>
        <a className="button button--outline" href={documents.privacyPolicy} download>
          {t('privacy.download')}
        </a>
      </p>
    </ContentLayout>
  );
}

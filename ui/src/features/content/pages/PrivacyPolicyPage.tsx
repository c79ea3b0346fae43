import { PolicyText } from '@/components/PolicyText';
import { documents } from '@/config/paths';
import { mailtoHref, shop } from '@/config/shop';
import type { ShopPolicies } from '@/lib/policies';
import { useCountedTranslation } from '@/lib/plural';
import { ContentLayout } from '../components/ContentLayout';

/** The sections of the policy; texts under privacy.sections.<key> (items: bullet points). */
const SECTIONS = {
  collect: ['callbacks', 'account', 'orders', 'giftCards', 'browser', 'technical'],
  why: ['contract', 'callback', 'law', 'security', 'newsletter'],
  who: [],
  keep: ['callbacks', 'orders', 'accounts', 'inactive', 'warning'],
  rights: [],
  changes: [],
} as const;

/** The items that state a configured period, and which one (the server's settings: GET /api/policies). */
const PERIODS: Partial<Record<string, (policies: ShopPolicies) => number>> = {
  'keep.callbacks': (policies) => policies.callbackRetentionMonths,
  'keep.inactive': (policies) => policies.inactiveAccountYears,
  'keep.warning': (policies) => policies.inactiveWarningDays,
};

export default function PrivacyPolicyPage() {
  const { t, tc } = useCountedTranslation('content');
  const item = (section: string, name: string) => {
    const key = `privacy.sections.${section}.items.${name}` as 'privacy.sections.collect.items.callbacks';
    const period = PERIODS[`${section}.${name}`];
    if (!period) return <li key={name}>{t(key)}</li>;
    return (
      <PolicyText key={name} as="li">
        {(policies) => {
          const count = period(policies);
          return tc(key, count);
        }}
      </PolicyText>
    );
  };
  return (
    <ContentLayout title={t('privacy.title')} intro={t('privacy.intro')}>
      <p className="prose__meta">{t('privacy.updated')}</p>
      {(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((key, index) => (
        <section key={key} aria-labelledby={`privacy-${key}`}>
          <h2 id={`privacy-${key}`}>
            {index + 1}. {t(`privacy.sections.${key}.title`)}
          </h2>
          {SECTIONS[key].length > 0 ? (
            <ul>{SECTIONS[key].map((name) => item(key, name))}</ul>
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

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PolicyText } from '@/components/PolicyText';
import { documents, paths } from '@/config/paths';
import type { ShopPolicies } from '@/lib/policies';
import { useCountedTranslation } from '@/lib/plural';
import { openCallbackForm } from '@/lib/ui-events';
import { ContentLayout } from '../components/ContentLayout';

/** The questions by topic; the texts live in content.json under faq.<topic>.<question>. */
export const FAQ_TOPICS = {
  fabric: ['byLength', 'cutting', 'amount', 'stretch'],
  crystals: ['sizes', 'hotfix', 'howMany'],
  orders: ['currency', 'delivery', 'giftCards'],
  returns: ['cancel', 'fabricReturns', 'faulty'],
} as const;

/** The answers that state a configured period, and which one (the server's settings: GET /api/policies). */
const PERIODS: Partial<Record<string, (policies: ShopPolicies) => number>> = {
  'orders.giftCards': (policies) => policies.giftCardMonths,
};

function Answer({ topic, question }: { topic: string; question: string }) {
  const { t, tc } = useCountedTranslation('content');
  const key = `faq.${topic}.${question}.a` as 'faq.fabric.byLength.a';
  const period = PERIODS[`${topic}.${question}`];
  if (!period) return <p className="faq__answer">{t(key)}</p>;
  return (
    <PolicyText as="p" className="faq__answer">
      {(policies) => {
        const count = period(policies);
        return tc(key, count);
      }}
    </PolicyText>
  );
}

export default function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <ContentLayout title={t('faq.title')} intro={t('faq.intro')}>
      {(Object.keys(FAQ_TOPICS) as (keyof typeof FAQ_TOPICS)[]).map((topic) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`}>{t(`faq.topics.${topic}`)}</h2>
          <div className="faq">
            {FAQ_TOPICS[topic].map((question) => (
              <details key={question} className="faq__item">
                <summary className="faq__question">{t(`faq.${topic}.${question}.q` as 'faq.fabric.byLength.q')}</summary>
                <Answer topic={topic} question={question} />
              </details>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.moreTitle')}</h2>
        <p>{t('faq.moreText')}</p>
        <p className="prose__actions">
          <button type="button" className="button button--secondary" onClick={openCallbackForm}>
            {t('callback')}
          </button>
          <Link className="button button--outline" to={paths.contactUs.href()}>
            {t('nav.contact')}
          </Link>
          <a className="button button--outline" href={documents.returnPolicyEn} download>
            {t('faq.returnPolicy')}
          </a>
        </p>
      </section>
    </ContentLayout>
  );
}

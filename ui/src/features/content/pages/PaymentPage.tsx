import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shop } from '@/config/shop';
import { paths } from '@/config/paths';
import { CURRENCY_CODES, CURRENCY_SIGNS } from '@/features/currency';
import { ContentLayout } from '../components/ContentLayout';

const SECTIONS = ['when', 'security', 'giftCards', 'refunds'] as const;

export default function PaymentPage() {
  const { t } = useTranslation('content');
  return (
    <ContentLayout title={t('payment.title')} intro={t('payment.intro')}>
      <section aria-labelledby="payment-methods">
        <h2 id="payment-methods">{t('payment.methodsTitle')}</h2>
        <p>{t('payment.methodsText')}</p>
        <ul className="pill-list">
          {shop.paymentMethods.map((method) => (
            <li key={method.id} className="pill">
              {method.name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="payment-currencies">
        <h2 id="payment-currencies">{t('payment.currenciesTitle')}</h2>
        <p>{t('payment.currenciesText')}</p>
        <ul className="pill-list">
          {CURRENCY_CODES.map((code) => (
            <li key={code} className="pill">
              {CURRENCY_SIGNS[code]} {code}
            </li>
          ))}
        </ul>
      </section>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`payment-${key}`}>
          <h2 id={`payment-${key}`}>{t(`payment.${key}.title`)}</h2>
          <p>{t(`payment.${key}.text`)}</p>
        </section>
      ))}
      <p>
        {t('payment.questions')} <Link to={paths.contactUs.href()}>{t('nav.contact')}</Link>
      </p>
    </ContentLayout>
  );
}

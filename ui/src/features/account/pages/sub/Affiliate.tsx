import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { copyText } from '@/lib/clipboard';
import { useAffiliate } from '../../api';
import { formatMoney } from '../../components/format';
import { QueryView } from '../../components/QueryView';
import type { Affiliate as Referrals } from '../../types';

function ReferralCard({ affiliate }: { affiliate: Referrals }) {
  const language = useLanguage();
  const { t } = useTranslation('account');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (await copyText(affiliate.link, field.current)) toast.success(t('affiliate.copied'));
    else toast.error(t('affiliate.copyFailed'));
  };

  const results = [
    { id: 'signups', label: t('affiliate.signups'), value: String(affiliate.signups) },
    { id: 'orders', label: t('affiliate.orders'), value: String(affiliate.orders) },
    // The server totals referred orders in GBP; shown as such, not in the visitor's currency.
    { id: 'revenue', label: t('affiliate.revenue'), value: formatMoney(affiliate.revenue, affiliate.currency, language) },
  ];

  return (
    <div className="account-sections">
      <div className="account-card">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('affiliate.link')}
          </label>
          <div className="copy-field">
            <input
              ref={field}
              id={id}
              className="field__input copy-field__input"
              type="text"
              readOnly
              value={affiliate.link}
              aria-describedby={`${id}-code`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {t('affiliate.copy')}
            </button>
          </div>
          <p className="field__hint" id={`${id}-code`}>
            {t('affiliate.code', { code: affiliate.code })}
          </p>
        </div>
        <p className="account-card__text">{t('affiliate.howItWorks')}</p>
      </div>
      <section aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className="account-section-title">
          {t('affiliate.results')}
        </h2>
        <dl className="plain-list account-stats account-stats--static">
          {results.map((result) => (
            <div key={result.id} className="account-stat" data-testid={`affiliate-${result.id}`}>
              <dt className="account-stat__label">{result.label}</dt>
              <dd className="account-stat__value">{result.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** /account/affiliate: the shopper's referral link and what it brought. */
export default function Affiliate() {
  const query = useAffiliate();
  return <QueryView query={query}>{(affiliate) => <ReferralCard affiliate={affiliate} />}</QueryView>;
}

import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { copyText } from '@/lib/clipboard';
import { formatAmount } from '../format';
import type { BankDetails as Bank } from '../types';

interface BankDetailsProps {
  bank: Bank & { reference: string };
  amount: string;
  currency: string;
}

/** Where to send a bank transfer, each detail with a button that copies it. */
export function BankDetails({ bank, amount, currency }: BankDetailsProps) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const rows = [
    { key: 'recipient', label: t('success.bank.recipient'), shown: bank.recipient, copied: bank.recipient },
    { key: 'iban', label: t('success.bank.iban'), shown: bank.iban, copied: bank.iban.replace(/\s+/g, '') },
    { key: 'bankName', label: t('success.bank.bankName'), shown: bank.bankName, copied: bank.bankName },
    { key: 'bic', label: t('success.bank.bic'), shown: bank.bic ?? '', copied: bank.bic ?? '' },
    { key: 'recipientCode', label: t('success.bank.recipientCode'), shown: bank.recipientCode ?? '', copied: bank.recipientCode ?? '' },
    { key: 'amount', label: t('success.bank.amount'), shown: formatAmount(amount, currency, language), copied: amount },
    { key: 'reference', label: t('success.bank.reference'), shown: bank.reference, copied: bank.reference },
  ];

  const copy = async (label: string, text: string) => {
    if (await copyText(text, null)) toast.success(t('success.bank.copied', { what: label }));
    else toast.error(t('success.bank.copyFailed'));
  };

  return (
    <dl className="bank-details" data-testid="bank-details">
      {rows.filter((row) => row.shown).map((row) => (
        <div key={row.key} className="bank-details__row">
          <dt className="bank-details__label">{row.label}</dt>
          <dd className="bank-details__value">
            <span className="bank-details__text">{row.shown}</span>
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => void copy(row.label, row.copied)}
              aria-label={t('success.bank.copy', { what: row.label })}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M8 3h11v13h-2V5H8V3Zm-3 4h11v14H5V7Zm2 2v10h7V9H7Z" fill="currentColor" />
              </svg>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { Loaded } from '../../components/ListState';
import { isOneOf } from '../../types';
import { returnKeys, setReturnRule, useReturnRules } from '../api';
import { returnPaths } from '../paths';
import { RETURN_RULES, type RuleRow } from '../types';

const INHERIT = 'inherit';

function RuleLine({ row, busy, onChange }: { row: RuleRow; busy: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin-returns');
  const id = useId();
  return (
    <tr data-testid="rule-row">
      <th scope="row" data-label={t('rules.category')}>
        <span style={{ paddingInlineStart: `${(row.level - 1) * 1.25}rem` }}>{row.name}</span>
      </th>
      <td data-label={t('rules.own')}>
        <label className="visually-hidden" htmlFor={id}>
          {t('rules.ownFor', { name: row.name })}
        </label>
        <select id={id} className="field__input" value={row.rule ?? INHERIT} disabled={busy} onChange={(event) => onChange(event.target.value)}>
          <option value={INHERIT}>{row.parentId ? t('rules.inherit') : t('rules.inheritTop')}</option>
          {RETURN_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`rule.${rule}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('rules.effective')}>{t(`rule.${row.effective}`)}</td>
    </tr>
  );
}

/** /admin-dash/return-rules: which goods of each category a shopper may send back (a category without a rule of its
 * own follows its parent); the account page says it before the shopper asks. */
export default function ReturnRulesPage() {
  const { t } = useTranslation('admin-returns');
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const rules = useReturnRules();
  const [busy, setBusy] = useState<string | null>(null);
  useDocumentTitle(t('rules.title'));

  const change = async (row: RuleRow, value: string) => {
    setBusy(row._id);
    try {
      const rule = isOneOf(RETURN_RULES, value) ? value : null;
      queryClient.setQueryData(returnKeys.rules(), await setReturnRule(row._id, rule, access.token));
      toast.success(t('rules.saved', { name: row.name }));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="admin-return-rules-title">
      <header className="admin-page__header">
        <p className="admin-page__crumb">
          <Link to={returnPaths.list.href()}>
            <span aria-hidden="true">‹ </span>
            {t('back')}
          </Link>
        </p>
        <h1 className="admin-page__title" id="admin-return-rules-title">
          {t('rules.title')}
        </h1>
        <p className="admin-page__intro">{t('rules.intro')}</p>
      </header>
      <Loaded query={rules} data={rules.data}>
        {({ categories }) => (
          <table className="admin-table">
            <caption className="visually-hidden">{t('rules.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.category')}</th>
                <th scope="col">{t('rules.own')}</th>
                <th scope="col">{t('rules.effective')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((row) => (
                <RuleLine key={row._id} row={row} busy={busy === row._id} onChange={(value) => void change(row, value)} />
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </section>
  );
}

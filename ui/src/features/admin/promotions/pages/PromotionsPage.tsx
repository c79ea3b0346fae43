import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { Loaded } from '../../components/ListState';
import { formatDate, formatMoney } from '../../format';
import { createPromotion, deletePromotion, promotionKeys, updatePromotion, usePromotions } from '../api';
import { EMPTY_PROMOTION, formOf, isLive, promotionBody, type PromotionForm } from '../form';
import { PROMOTION_KINDS, PROMOTION_SCOPES, type PromotionRow } from '../types';

/** Every message of a 400/409's field errors, for the form's notice. */
function fieldMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const errors = (error.errors as Record<string, unknown>).json ?? error.errors;
  const walk = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(walk) : value && typeof value === 'object' ? Object.values(value).flatMap(walk) : [];
  return walk(errors);
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function PromotionEditor({ initial, editing, onDone }: { initial: PromotionForm; editing: string | null; onDone: () => void }) {
  const { t } = useTranslation('admin-promotions');
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => setForm((state) => ({ ...state, [key]: value }));
  const text = (key: keyof PromotionForm, label: string, type = 'text') => (
    <Field id={`${id}-${key}`} label={label}>
      <input id={`${id}-${key}`} className="field__input" type={type} value={String(form[key])} onChange={(event) => set(key, event.target.value as never)} />
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblems([]);
    try {
      const body = promotionBody(form);
      const saved = editing ? await updatePromotion(editing, body, access.token) : await createPromotion(body, access.token);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      toast.success(t('saved', { code: saved.code }));
      onDone();
    } catch (error) {
      access.deny(error);
      setProblems(fieldMessages(error));
      toast.error(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('form.editTitle', { code: initial.code }) : t('form.newTitle')}</h2>
      {problems.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {text('code', t('form.code'))}
      {text('name', t('form.name'))}
      <Field id={`${id}-kind`} label={t('form.kind')}>
        <select id={`${id}-kind`} className="field__input" value={form.kind} onChange={(event) => set('kind', event.target.value as PromotionForm['kind'])}>
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      {form.kind === 'percent' && text('percent', t('form.percent'))}
      {form.kind === 'amount' && text('amountGbp', t('form.amountGbp'))}
      {form.kind === 'amount' && text('amountUah', t('form.amountUah'))}
      {text('minimumGbp', t('form.minimumGbp'))}
      {text('minimumUah', t('form.minimumUah'))}
      {text('startsAt', t('form.startsAt'), 'datetime-local')}
      {text('endsAt', t('form.endsAt'), 'datetime-local')}
      {text('maxUses', t('form.maxUses'), 'number')}
      {text('maxUsesPerCustomer', t('form.maxUsesPerCustomer'), 'number')}
      <Field id={`${id}-scope`} label={t('form.scope')}>
        <select id={`${id}-scope`} className="field__input" value={form.scope} onChange={(event) => set('scope', event.target.value as PromotionForm['scope'])}>
          {PROMOTION_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`scope.${scope}`)}
            </option>
          ))}
        </select>
      </Field>
      {form.scope !== 'all' && text('scopeIds', t('form.scopeIds'))}
      <label className="field field--check">
        <input type="checkbox" checked={form.combinesWithSale} onChange={(event) => set('combinesWithSale', event.target.checked)} /> {t('form.combinesWithSale')}
      </label>
      <label className="field field--check">
        <input type="checkbox" checked={form.active} onChange={(event) => set('active', event.target.checked)} /> {t('form.active')}
      </label>
      <Field id={`${id}-note`} label={t('form.note')}>
        <textarea id={`${id}-note`} className="field__input" rows={3} value={form.note} onChange={(event) => set('note', event.target.value)} />
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button admin-button" disabled={busy}>
          {t('form.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

function value(row: PromotionRow, language: string, freeDelivery: string): string {
  if (row.kind === 'percent') return `${row.percent ?? ''}%`;
  if (row.kind === 'amount') return Object.entries(row.amounts).map(([currency, amount]) => formatMoney(amount, currency, language)).join(' / ');
  return freeDelivery;
}

/** /admin-dash/promotions: the promotion codes with their uses and revenue; create, change, switch off or delete. */
export default function PromotionsPage() {
  const { t } = useTranslation('admin-promotions');
  const language = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const promotions = usePromotions();
  const [editing, setEditing] = useState<{ id: string | null; form: PromotionForm } | null>(null);
  useDocumentTitle(t('title'));
  const titleId = useId();

  const toggle = async (row: PromotionRow) => {
    try {
      await updatePromotion(row._id, { ...promotionBody(formOf(row)), active: !row.active }, access.token);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      toast.success(t(row.active ? 'deactivated' : 'activated', { code: row.code }));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && error.message ? error.message : t('failed'));
    }
  };

  const remove = async (row: PromotionRow) => {
    try {
      await deletePromotion(row._id, access.token);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      toast.success(t('deleted', { code: row.code }));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && error.message ? error.message : t('failed'));
    }
  };

  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <header className="admin-page__header">
        <h1 className="admin-page__title" id={titleId}>
          {t('title')}
        </h1>
        <p className="admin-page__intro">{t('intro')}</p>
        {!editing && (
          <button type="button" className="button admin-button" onClick={() => setEditing({ id: null, form: EMPTY_PROMOTION })}>
            {t('new')}
          </button>
        )}
      </header>
      {editing && <PromotionEditor key={editing.id ?? 'new'} initial={editing.form} editing={editing.id} onDone={() => setEditing(null)} />}
      <Loaded query={promotions} data={promotions.data}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="admin-muted">{t('empty')}</p>
          ) : (
            <table className="admin-table">
              <caption className="visually-hidden">{t('title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.code')}</th>
                  <th scope="col">{t('columns.value')}</th>
                  <th scope="col">{t('columns.dates')}</th>
                  <th scope="col">{t('columns.uses')}</th>
                  <th scope="col">{t('columns.revenue')}</th>
                  <th scope="col">{t('columns.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row._id} data-testid="promotion-row">
                    <th scope="row" data-label={t('columns.code')}>
                      {row.code}
                      {row.name && <span className="admin-muted"> {row.name}</span>}
                    </th>
                    <td data-label={t('columns.value')}>{value(row, language, t('kind.free-delivery'))}</td>
                    <td data-label={t('columns.dates')}>
                      {row.startsAt ? formatDate(row.startsAt, language) : '…'} – {row.endsAt ? formatDate(row.endsAt, language) : '…'}
                    </td>
                    <td data-label={t('columns.uses')} className="admin-number">
                      {row.maxUses === null ? row.uses : t('usesOf', { uses: row.uses, max: row.maxUses })}
                    </td>
                    <td data-label={t('columns.revenue')} className="admin-number">
                      {formatMoney(row.revenueGbp, 'GBP', language)}
                      <span className="admin-muted"> {t('discountGiven', { amount: formatMoney(row.discountGbp, 'GBP', language) })}</span>
                    </td>
                    <td data-label={t('columns.state')}>{t(isLive(row) ? 'state.live' : row.active ? 'state.waiting' : 'state.off')}</td>
                    <td data-label={t('columns.actions')}>
                      <button type="button" className="button button--ghost" aria-label={`${t('edit')} ${row.code}`} onClick={() => setEditing({ id: row._id, form: formOf(row) })}>
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={`${t(row.active ? 'deactivate' : 'activate')} ${row.code}`}
                        onClick={() => void toggle(row)}
                      >
                        {t(row.active ? 'deactivate' : 'activate')}
                      </button>
                      {row.uses === 0 && (
                        <button type="button" className="button button--ghost" aria-label={`${t('delete')} ${row.code}`} onClick={() => void remove(row)}>
                          {t('delete')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

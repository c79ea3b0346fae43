import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { SelectField, TextAreaField, TextField } from '@/components/Field';
import { parseQuantity, roundQuantity, stepFor, toHundredths } from '@/components/quantity';
import { lineName } from '@/components/order-types';
import { useLanguage } from '@/components/useLanguage';
import { htmlLang, type Language } from '@/lib/language';
import { useOrders, useRequestReturn, useReturns } from '../../api';
import { FormActions, useAccountForm, type FieldErrors } from '../../components/AccountForm';
import { formatDate, formatLineQuantity } from '../../components/format';
import { useLabels } from '../../components/labels';
import { QueryView } from '../../components/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { reasonsFor, ruleOf, type ReturnRule } from '../../return-rules';
import { isOneOf, type Order, type Return, type ReturnReason } from '../../types';

export const MAX_COMMENT_LENGTH = 1000;

interface ReturnableLine {
  id: string;
  orderNumber: string;
  productName: string;
  sku: string;
  minimum: number;
  /** What may still be asked back: bought minus already asked back. */
  available: number;
  /** Its category's return rule, said before the shopper asks. */
  rule: ReturnRule;
}

function returnableLines(orders: Order[], language: Language): ReturnableLine[] {
  return orders.flatMap((order) =>
    order.basketItems
      .filter((line) => line.returnable)
      .map((line) => ({
        id: line._id,
        orderNumber: order.number,
        productName: lineName(line, language),
        sku: line.sku,
        minimum: Number(line.minimum),
        available: (toHundredths(Number(line.quantity)) - toHundredths(Number(line.returnedQuantity))) / 100,
        rule: ruleOf(line.returnRule),
      })),
  );
}

/** The delivered lines the shopper could ask back but whose category takes nothing back, said before the form. */
function NotReturnable({ lines }: { lines: ReturnableLine[] }) {
  const { t } = useTranslation('account');
  if (lines.length === 0) return null;
  return (
    <div className="notice" data-testid="not-returnable">
      <p>{t('returns.notReturnableTitle')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>{t('returns.lineOption', { number: line.orderNumber, name: line.productName, sku: line.sku })}</li>
        ))}
      </ul>
    </div>
  );
}

type ReturnDraft = Record<'lineId' | 'quantity' | 'reason' | 'comment', string>;

function ReturnForm({ lines, chosenLine }: { lines: ReturnableLine[]; chosenLine: string | null }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const request = useRequestReturn();
  const initialLine = lines.find((line) => line.id === chosenLine) ?? null;
  const { formRef, form, setForm, errors, change, startSubmit, showFailure, bind } = useAccountForm<ReturnDraft>({
    lineId: initialLine?.id ?? '',
    quantity: initialLine ? String(initialLine.available) : '',
    reason: '',
    comment: '',
  });
  const line = lines.find((candidate) => candidate.id === form.lineId);
  const reasons = reasonsFor(line?.rule ?? 'any');

  // Opened from a line of the order history: show the form at once.
  const openedWithLine = useRef(initialLine !== null);
  useEffect(() => {
    if (openedWithLine.current) formRef.current?.scrollIntoView({ block: 'start' });
  }, [formRef]);

  /** A new line asks back all that may still be returned of it. */
  const pickLine = (lineId: string) => {
    change('lineId', lineId);
    const picked = lines.find((candidate) => candidate.id === lineId);
    // A reason the new line's category does not take back is cleared, so it is chosen again.
    setForm((current) => ({
      ...current,
      quantity: picked ? String(picked.available) : '',
      reason: isOneOf(reasonsFor(picked?.rule ?? 'any'), current.reason) ? current.reason : '',
    }));
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!line) found.lineId = t('returns.errors.line');
    const quantity = parseQuantity(form.quantity);
    if (line) {
      const step = stepFor(line.minimum);
      if (quantity === null || quantity <= 0) found.quantity = t('returns.errors.quantity');
      else if (toHundredths(quantity) % toHundredths(step) !== 0) {
        found.quantity = t('returns.errors.step', { step: formatLineQuantity(step, line.minimum, language) });
      } else if (toHundredths(quantity) > toHundredths(line.available)) {
        found.quantity = t('returns.errors.tooMany', { max: formatLineQuantity(line.available, line.minimum, language) });
      }
    }
    if (!isOneOf(reasons, form.reason)) found.reason = t('returns.errors.reason');
    if (form.comment.length > MAX_COMMENT_LENGTH) found.comment = t('returns.errors.comment', { max: MAX_COMMENT_LENGTH });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = startSubmit(check());
    const quantity = parseQuantity(form.quantity);
    if (!valid || !line || quantity === null) return;
    try {
      await request.mutateAsync({
        lineId: line.id,
        quantity: String(roundQuantity(quantity)),
        reason: form.reason as ReturnReason,
        comment: form.comment.trim() || undefined,
      });
      toast.success(t('returns.requested'));
      setForm({ lineId: '', quantity: '', reason: '', comment: '' });
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        {...bind('lineId')}
        label={t('returns.fields.line')}
        required
        hint={line?.rule === 'faulty-only' ? t('returns.rules.faulty-only') : undefined}
        onChange={(event) => pickLine(event.target.value)}
      >
        <option value="">{t('returns.chooseLine')}</option>
        {lines.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t('returns.lineOption', {
              number: candidate.orderNumber,
              name: candidate.productName,
              sku: candidate.sku,
            })}
          </option>
        ))}
      </SelectField>
      <div className="account-form__row">
        <TextField
          {...bind('quantity')}
          label={line && stepFor(line.minimum) < 1 ? t('returns.fields.length') : t('returns.fields.quantity')}
          inputMode={line && stepFor(line.minimum) < 1 ? 'decimal' : 'numeric'}
          required
          hint={
            line
              ? t('returns.available', { quantity: formatLineQuantity(line.available, line.minimum, language) })
              : undefined
          }
        />
        <SelectField {...bind('reason')} label={t('returns.fields.reason')} required>
          <option value="">{t('returns.chooseReason')}</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`returnReason.${reason}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        {...bind('comment')}
        label={t('returns.fields.comment')}
        optional
        rows={4}
        maxLength={MAX_COMMENT_LENGTH}
        hint={t('returns.commentHint', { length: form.comment.length, max: MAX_COMMENT_LENGTH })}
      />
      <FormActions busy={request.isPending} submitLabel={t('returns.submit')} error={errors.form} />
    </form>
  );
}

function ReturnList({ returns }: { returns: Return[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labels = useLabels();
  const number = new Intl.NumberFormat(htmlLang(language), { maximumFractionDigits: 2 });
  if (returns.length === 0) {
    return <EmptyState icon="box" title={t('returns.emptyTitle')} text={t('returns.emptyText')} />;
  }
  return (
    <table className="account-table" data-testid="returns-table">
      <caption className="visually-hidden">{t('returns.listTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('returns.columns.date')}</th>
          <th scope="col">{t('returns.columns.order')}</th>
          <th scope="col">{t('returns.columns.product')}</th>
          <th scope="col">{t('returns.columns.quantity')}</th>
          <th scope="col">{t('returns.columns.reason')}</th>
          <th scope="col">{t('returns.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {returns.map((item) => (
          <tr key={item._id}>
            <td data-label={t('returns.columns.date')}>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt, language)}</time>
            </td>
            <td data-label={t('returns.columns.order')}>{item.orderNumber}</td>
            <th scope="row" data-label={t('returns.columns.product')}>
              {lineName(item, language)}
              {item.comment && <span className="account-table__note">{item.comment}</span>}
            </th>
            <td data-label={t('returns.columns.quantity')}>{number.format(Number(item.quantity))}</td>
            <td data-label={t('returns.columns.reason')}>{labels.returnReason(item.reason)}</td>
            <td data-label={t('returns.columns.status')}>
              <StatusBadge tone={labels.returnTone(item.status)}>{labels.returnStatus(item.status)}</StatusBadge>
              {item.staffReason && (
                <span className="account-table__note" data-testid="return-staff-reason">
                  {t('returns.staffReason', { reason: item.staffReason })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /account/returns: the shopper's return requests and a form to ask for one more (delivered lines only). */
export default function Returns() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const returns = useReturns();
  const orders = useOrders();
  const [searchParams] = useSearchParams();
  const lines = useMemo(() => (orders.data ? returnableLines(orders.data, language) : undefined), [orders.data, language]);

  return (
    <div className="account-sections">
      <section aria-labelledby="returns-list">
        <h2 id="returns-list" className="account-section-title">
          {t('returns.listTitle')}
        </h2>
        <QueryView query={returns}>{(items) => <ReturnList returns={items} />}</QueryView>
      </section>
      <section aria-labelledby="returns-form">
        <h2 id="returns-form" className="account-section-title">
          {t('returns.formTitle')}
        </h2>
        <QueryView query={{ ...orders, data: lines }}>
          {(available) => {
            const askable = available.filter((line) => line.rule !== 'none');
            return (
              <>
                <NotReturnable lines={available.filter((line) => line.rule === 'none')} />
                {askable.length === 0 ? (
                  <p className="notice">{t('returns.nothingReturnable')}</p>
                ) : (
                  <ReturnForm lines={askable} chosenLine={searchParams.get('line')} />
                )}
              </>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}

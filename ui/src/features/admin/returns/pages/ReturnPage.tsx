import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { adminKeys } from '../../api';
import { Badge } from '../../components/Badge';
import { Loaded } from '../../components/ListState';
import { formatDateTime, formatLineQuantity, formatMoney } from '../../format';
import { isOneOf } from '../../types';
import { receiveReturn, returnKeys, useReturn } from '../api';
import { RefundTable } from '../components/RefundTable';
import { StepDialog, type DialogStep } from '../components/StepDialog';
import { returnPaths } from '../paths';
import { stepsFor } from '../steps';
import { STATUS_TONES } from '../tones';
import { RETURN_STATUSES, type ReturnDetail } from '../types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReturnView({ item }: { item: ReturnDetail }) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogStep | null>(null);
  const [receiving, setReceiving] = useState(false);
  const steps = stepsFor(item.status);
  const money = (amount: string) => formatMoney(amount, item.currency, language);

  const changed = (shown: ReturnDetail) => {
    queryClient.setQueryData(returnKeys.one(shown._id), shown);
    void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
  };

  const receive = async () => {
    if (!window.confirm(t('confirmReceive', { item: item.productName, number: item.orderNumber }))) return;
    setReceiving(true);
    try {
      changed(await receiveReturn(item._id, access.token));
      toast.success(t('done.receive'));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('failed'));
    } finally {
      setReceiving(false);
    }
  };

  return (
    <>
      <header className="admin-page__header admin-order-head">
        <div>
          <p className="admin-page__crumb">
            <Link to={returnPaths.list.href()}>
              <span aria-hidden="true">‹ </span>
              {t('back')}
            </Link>
          </p>
          <h1 className="admin-page__title" id="admin-return-title">
            {t('one.title', { item: item.productName, number: item.orderNumber })}
          </h1>
          <p className="admin-page__intro">{t('one.asked', { date: formatDateTime(item.createdAt, language) })}</p>
        </div>
        {steps.length > 0 && (
          <div className="admin-actions" role="group" aria-label={t('one.actions')}>
            {steps.includes('approve') && (
              <button type="button" className="button admin-button admin-button--primary" onClick={() => setDialog('approve')}>
                {t('step.approve')}
              </button>
            )}
            {steps.includes('reject') && (
              <button type="button" className="button admin-button admin-button--danger" onClick={() => setDialog('reject')}>
                {t('step.reject')}
              </button>
            )}
            {steps.includes('receive') && (
              <button type="button" className="button admin-button" disabled={receiving} onClick={() => void receive()}>
                {t('step.receive')}
              </button>
            )}
            {steps.includes('refund') && (
              <button type="button" className="button admin-button admin-button--primary" onClick={() => setDialog('refund')}>
                {t('step.refund')}
              </button>
            )}
          </div>
        )}
      </header>

      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="admin-return-facts">
          <h2 className="admin-card__title" id="admin-return-facts">
            {t('one.facts')}
          </h2>
          <dl className="admin-facts">
            <Fact label={t('columns.status')}>
              <span data-testid="return-status">
                <Badge tone={isOneOf(RETURN_STATUSES, item.status) ? STATUS_TONES[item.status] : 'neutral'}>
                  {t(`status.${item.status}`, { defaultValue: item.status })}
                </Badge>
              </span>
            </Fact>
            <Fact label={t('columns.product')}>
              {item.productName} <span className="admin-muted">{item.sku}</span>
            </Fact>
            <Fact label={t('columns.quantity')}>{formatLineQuantity(item.quantity, item.minimum, language)}</Fact>
            <Fact label={t('columns.amount')}>
              <span className="price">{money(item.amount)}</span>
            </Fact>
            <Fact label={t('columns.reason')}>{t(`reason.${item.reason}`, { defaultValue: item.reason })}</Fact>
            <Fact label={t('one.comment')}>{item.comment || '—'}</Fact>
            {item.staffReason && <Fact label={t('one.staffReason')}>{item.staffReason}</Fact>}
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="admin-return-order">
          <h2 className="admin-card__title" id="admin-return-order">
            {t('one.order')}
          </h2>
          <dl className="admin-facts">
            <Fact label={t('columns.order')}>
              <Link to={paths.admin.orderDetails.href(item.orderId)}>{item.orderNumber}</Link>
            </Fact>
            <Fact label={t('columns.customer')}>
              {item.customerName || '—'} <span className="admin-muted">{item.customerEmail}</span>
            </Fact>
            <Fact label={t('one.payment')}>{t(`payment.${item.paymentMethod}`, { defaultValue: item.paymentMethod })}</Fact>
            <Fact label={t('one.total')}>
              <span className="price">{money(item.order.totalPrice)}</span>
            </Fact>
            <Fact label={t('one.moneyLeft')}>
              <span className="price" data-testid="money-left">
                {money(item.order.moneyLeft)}
              </span>
            </Fact>
          </dl>
        </section>
      </div>

      <section className="admin-card" aria-labelledby="admin-return-refunds">
        <h2 className="admin-card__title" id="admin-return-refunds">
          {t('refunds.title')}
        </h2>
        <RefundTable order={item.order} />
      </section>

      {dialog && (
        <StepDialog
          item={item}
          step={dialog}
          onClose={() => setDialog(null)}
          onDone={(shown) => {
            setDialog(null);
            changed(shown);
            toast.success(t(`done.${dialog}`));
          }}
        />
      )}
    </>
  );
}

/** /admin-dash/returns/:id: one return, its order and refunds; approve, refuse, receive, refund. */
export default function ReturnPage() {
  const { t } = useTranslation('admin-returns');
  const { id = '' } = useParams();
  const item = useReturn(id);
  useDocumentTitle(item.data ? t('one.title', { item: item.data.productName, number: item.data.orderNumber }) : t('title'));
  const missing = item.error instanceof ApiError && item.error.status === 404 ? item.error.message : null;
  return (
    <section className="admin-page" aria-labelledby="admin-return-title">
      {missing ? (
        <>
          <h1 className="admin-page__title" id="admin-return-title">
            {t('title')}
          </h1>
          <p className="admin-empty" role="status">
            {missing}
          </p>
          <p>
            <Link to={returnPaths.list.href()}>{t('back')}</Link>
          </p>
        </>
      ) : (
        <Loaded query={item} data={item.data}>
          {(shown) => <ReturnView item={shown} />}
        </Loaded>
      )}
    </section>
  );
}

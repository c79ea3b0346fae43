import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { lineName } from '@/components/order-types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { Badge } from '../components/Badge';
import { Choices } from '../components/Choices';
import { useLabels, DELIVERY_FIELDS } from '../components/labels';
import { Loaded } from '../components/ListState';
import { Pager } from '../components/Pager';
import { formatDateTime, formatLineQuantity, isFabricLine } from '../format';
import { PARCEL_PAGE_SIZE, sendParcel, staffKeys, useParcels, type Parcel } from './api';
import { HeldChangeNotice, MailConfirmDialog } from './MailConfirm';

const VIEWS = ['Accepted', 'Sent', 'Delivered'] as const;
type View = (typeof VIEWS)[number];
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;

function ParcelCard({ parcel, onChanged }: { parcel: Parcel; onChanged: (changed: Parcel) => void }) {
  const { t } = useTranslation('admin-staff');
  const labels = useLabels();
  const language = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const trackingId = useId();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const customer = [parcel.userInfo.firstName, parcel.userInfo.lastName].filter(Boolean).join(' ');
  const shipped = parcel.deliveryMethod !== 'pickup' && parcel.deliveryMethod !== 'email';

  const askToSend = () => {
    if (tracking.trim() && !TRACKING.test(tracking.trim())) {
      setError(t('parcels.trackingInvalid'));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const move = async (status: 'Sent' | 'Delivered') => {
    setBusy(true);
    setError(null);
    try {
      const changed = await sendParcel(parcel._id, status, tracking, access.token);
      setConfirming(false);
      toast.success(t(status === 'Sent' ? 'parcels.toast.sent' : 'parcels.toast.delivered', { number: parcel.number }));
      onChanged(changed);
      await queryClient.invalidateQueries({ queryKey: staffKeys.parcels() });
    } catch (failure) {
      setConfirming(false);
      access.deny(failure);
      const field = failure instanceof ApiError ? failure.errors?.trackingNumber : undefined;
      const message = Array.isArray(field) && typeof field[0] === 'string' ? field[0] : null;
      if (message) setError(message);
      else toast.error(t('parcels.toast.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-card admin-parcel" data-testid="parcel">
      <header className="admin-parcel__header">
        <h2 className="admin-parcel__number">{parcel.number}</h2>
        <time dateTime={parcel.createdAt} className="admin-muted">
          {formatDateTime(parcel.createdAt, language)}
        </time>
        <Badge tone={labels.orderTone(parcel.status)}>{labels.orderStatus(parcel.status)}</Badge>
        <Badge tone={parcel.isPaid ? 'success' : 'progress'}>
          {parcel.isPaid ? t('parcels.paid') : t('parcels.collect', { method: labels.paymentMethod(parcel.paymentMethod) })}
        </Badge>
      </header>
      <div className="admin-parcel__body">
        <section aria-label={t('parcels.to')}>
          <h3 className="admin-parcel__heading">{t('parcels.to')}</h3>
          <p>
            {customer}
            <br />
            <a href={`tel:${(parcel.userInfo.phone ?? '').replace(/[^\d+]/g, '')}`}>{parcel.userInfo.phone}</a>
          </p>
          <p>
            <strong>{labels.deliveryMethod(parcel.deliveryMethod)}</strong>
            {DELIVERY_FIELDS.filter((field) => parcel.delivery[field]).map((field) => (
              <span key={field} className="admin-parcel__field">
                {labels.deliveryField(field)}: {parcel.delivery[field]}
              </span>
            ))}
          </p>
          {parcel.comment && <p className="admin-muted">{t('parcels.comment', { comment: parcel.comment })}</p>}
        </section>
        <section aria-label={t('parcels.contents')}>
          <h3 className="admin-parcel__heading">{t('parcels.contents')}</h3>
          <ul className="admin-parcel__items">
            {parcel.items.map((item, index) => (
              <li key={`${item.sku}-${index}`}>
                <span className="admin-parcel__quantity">
                  {isFabricLine(item.minimum)
                    ? t('parcels.metres', { quantity: formatLineQuantity(item.quantity, item.minimum, language) })
                    : t('parcels.pieces', { quantity: formatLineQuantity(item.quantity, item.minimum, language) })}
                </span>{' '}
                {lineName(item, language)} <code>{item.sku}</code>
                {item.giftCard && <span className="admin-muted"> {t('parcels.byMail')}</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {parcel.status === 'Accepted' && (
        <div className="admin-parcel__actions">
          {shipped && (
            <div className="field">
              <label htmlFor={trackingId}>{t('parcels.tracking')}</label>
              <input
                id={trackingId}
                className="input"
                value={tracking}
                maxLength={40}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${trackingId}-error` : undefined}
                onChange={(event) => setTracking(event.target.value)}
              />
              {error && (
                <p className="field__error" id={`${trackingId}-error`} role="alert">
                  {error}
                </p>
              )}
            </div>
          )}
          <button type="button" className="button admin-button" disabled={busy} onClick={askToSend}>
            {t('parcels.markSent')} <span className="visually-hidden">{parcel.number}</span>
          </button>
        </div>
      )}
      {parcel.status === 'Sent' && (
        <div className="admin-parcel__actions">
          {parcel.trackingNumber && <p>{t('parcels.trackingIs', { tracking: parcel.trackingNumber })}</p>}
          <button type="button" className="button admin-button" disabled={busy} onClick={() => void move('Delivered')}>
            {t('parcels.markDelivered')} <span className="visually-hidden">{parcel.number}</span>
          </button>
        </div>
      )}
      {confirming && (
        <MailConfirmDialog
          orderId={parcel._id}
          change={{ status: 'Sent', trackingNumber: tracking }}
          title={t('mail.titleSent', { number: parcel.number })}
          confirmLabel={t('mail.confirmSent')}
          busy={busy}
          onConfirm={() => void move('Sent')}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/**
 * /admin-dash/parcels: what the warehouse packs and sends, newest first: who and where, what goes in, never a
 * price. Marking a parcel sent (with the carrier's tracking number) asks first, as it e-mails the customer.
 */
export default function ParcelsPage() {
  const { t } = useTranslation('admin-staff');
  const labels = useLabels();
  const [view, setView] = useState<View>('Accepted');
  const [page, setPage] = useState(1);
  const [last, setLast] = useState<Parcel | null>(null);
  const queryClient = useQueryClient();
  const list = useParcels(view, page);
  useDocumentTitle(t('parcels.title'));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PARCEL_PAGE_SIZE));

  return (
    <section className="admin-page" aria-labelledby="admin-parcels-title">
      <header className="admin-page__header">
        <h1 className="admin-page__title" id="admin-parcels-title">
          {t('parcels.title')}
        </h1>
        <p className="admin-page__intro">{t('parcels.intro')}</p>
      </header>
      {last && (
        <HeldChangeNotice
          orderId={last._id}
          number={last.number}
          held={last.undo}
          onUndone={() => {
            setLast(null);
            void queryClient.invalidateQueries({ queryKey: staffKeys.parcels() });
          }}
        />
      )}
      <Choices<View>
        legend={t('parcels.show')}
        value={view}
        options={VIEWS}
        labelOf={(option) => labels.orderStatus(option)}
        onChange={(next) => {
          setPage(1);
          setView(next);
        }}
      />
      <Loaded query={list} data={list.data}>
        {(found) =>
          found.items.length === 0 ? (
            <p className="admin-empty" role="status">
              {t('parcels.empty')}
            </p>
          ) : (
            <>
              <ul className="admin-parcels">
                {found.items.map((parcel) => (
                  <ParcelCard key={parcel._id} parcel={parcel} onChanged={setLast} />
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={setPage} label={t('parcels.pages')} />
            </>
          )
        }
      </Loaded>
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { htmlLang } from '@/lib/language';
import { useAdminAccess } from '../../access';
import { adminKeys } from '../../api';
import { Badge } from '../../components/Badge';
import { useLabels } from '../../components/labels';
import { Loaded } from '../../components/ListState';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import { isOneOf } from '../../types';
import { giftCardKeys, sendCardAgain, useGiftCard } from '../api';
import { VoidDialog } from '../components/VoidDialog';
import { STATE_TONES } from '../states';
import { CARD_STATES, LEDGER_KINDS, type GiftCardDetail, type LedgerEntry } from '../types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 className="admin-card__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The language of the card's mails, named in the interface's language ("German", "Deutsch"). */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([htmlLang(language)], { type: 'language' }).of(htmlLang(code)) ?? code;
  } catch {
    return code;
  }
}

/** What one ledger entry was: issued, spent on order N, released by a cancelled order N, voided (and why). */
function LedgerWhat({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('admin-gift-cards');
  if (!isOneOf(LEDGER_KINDS, entry.kind)) return <>{entry.kind}</>;
  const number = entry.orderNumber;
  const label = entry.kind === 'void' || !number ? t(`ledger.${entry.kind}`) : t(`ledger.${entry.kind}Order`, { number });
  return (
    <span>
      {entry.orderId && number && entry.kind !== 'void' ? <Link to={paths.admin.orderDetails.href(entry.orderId)}>{label}</Link> : label}
      {entry.reason && <span className="admin-muted">{t('ledger.reason', { reason: entry.reason })}</span>}
    </span>
  );
}

function Ledger({ card }: { card: GiftCardDetail }) {
  const { t } = useTranslation('admin-gift-cards');
  const language = useLanguage();
  const money = (amount: string) => formatMoney(amount, card.currency, language);
  const signed = (amount: string) => (amount.startsWith('-') ? `−${money(amount.slice(1))}` : `+${money(amount)}`);
  return (
    <table className="admin-table admin-gc-ledger">
      <caption className="visually-hidden">{t('ledger.caption', { last4: card.last4 })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ledger.at')}</th>
          <th scope="col">{t('ledger.what')}</th>
          <th scope="col" className="admin-number">
            {t('ledger.amount')}
          </th>
          <th scope="col" className="admin-number">
            {t('ledger.balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {card.ledger.map((entry) => (
          <tr key={entry._id} data-testid="ledger-entry">
            <td data-label={t('ledger.at')}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </td>
            <th scope="row" data-label={t('ledger.what')}>
              <LedgerWhat entry={entry} />
            </th>
            <td data-label={t('ledger.amount')} className="admin-number">
              <span className="price">{signed(entry.amount)}</span>
            </td>
            <td data-label={t('ledger.balance')} className="admin-number">
              <span className="price">{money(entry.balance)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CardView({ card }: { card: GiftCardDetail }) {
  const { t } = useTranslation('admin-gift-cards');
  const language = useLanguage();
  const labels = useLabels();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const money = (amount: string) => formatMoney(amount, card.currency, language);
  const voided = card.state === 'voided';

  // Another card (the one sent in its place) and the order's own list of cards have changed too.
  const changed = (shown: GiftCardDetail) => {
    queryClient.setQueryData(giftCardKeys.card(shown._id), shown);
    void queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
  };

  const sendAgain = async () => {
    if (!window.confirm(t('card.confirmResend', { last4: card.last4, email: card.recipientEmail, amount: money(card.balance) }))) return;
    setSending(true);
    try {
      const fresh = await sendCardAgain(card._id, access.token);
      changed(fresh);
      toast.success(t('card.resent', { email: fresh.recipientEmail }));
      navigate(paths.admin.giftCards.card.href(fresh._id));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('card.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <header className="admin-page__header admin-order-head">
        <div>
          <p className="admin-page__crumb">
            <Link to={paths.admin.giftCards.href()}>
              <span aria-hidden="true">‹ </span>
              {t('card.back')}
            </Link>
          </p>
          <h1 className="admin-page__title" id="admin-gift-card-title">
            {t('card.title', { last4: card.last4 })}
          </h1>
          <p className="admin-page__intro">
            {t('card.issued', { date: formatDateTime(card.createdAt, language) })}
          </p>
        </div>
        <div className="admin-actions" role="group" aria-label={t('card.actions')}>
          <button
            type="button"
            className="button admin-button"
            disabled={!card.canSendAgain || sending}
            aria-busy={sending || undefined}
            aria-describedby="admin-gc-resend-hint"
            onClick={() => void sendAgain()}
          >
            {t('card.resend')}
          </button>
          {!voided && (
            <button type="button" className="button admin-button admin-button--danger" aria-describedby="admin-gc-void-hint" onClick={() => setVoiding(true)}>
              {t('card.void')}
            </button>
          )}
        </div>
      </header>
      <div className="admin-gc-hints">
        <p className="admin-muted" id="admin-gc-resend-hint">
          {card.canSendAgain ? t('card.resendHint') : t('card.cannotResend')}
        </p>
        {!voided && (
          <p className="admin-muted" id="admin-gc-void-hint">
            {t('card.voidHint')}
          </p>
        )}
      </div>

      <div className="admin-grid">
        <Card title={t('card.summary')} id="admin-gc-summary">
          <dl className="admin-facts admin-gc-facts">
            <Fact label={t('card.amount')}>
              <span className="price">{money(card.initialAmount)}</span>
            </Fact>
            <Fact label={t('card.balance')}>
              <span className="price" data-testid="gift-card-balance">
                {money(card.balance)}
              </span>
            </Fact>
            <Fact label={t('card.state')}>
              <Badge tone={isOneOf(CARD_STATES, card.state) ? STATE_TONES[card.state] : 'neutral'}>
                {isOneOf(CARD_STATES, card.state) ? t(`state.${card.state}`) : card.state}
              </Badge>
            </Fact>
            <Fact label={t('card.expires')}>{card.expiresAt ? formatDate(card.expiresAt, language) : t('card.noExpiry')}</Fact>
            <Fact label={t('card.mail')}>
              <span>
                <Badge tone={labels.mailTone(card.mailStatus)}>{labels.mailStatus(card.mailStatus)}</Badge>
                {card.mailStatus === 'failed' && card.canSendAgain && <span className="admin-muted">{t('mailFailed')}</span>}
              </span>
            </Fact>
            <Fact label={t('card.language')}>{languageName(card.language, language)}</Fact>
            {card.replacedBy && card.replacedById && (
              <Fact label={t('card.replacedBy')}>
                <Link to={paths.admin.giftCards.card.href(card.replacedById)}>{t('number', { last4: card.replacedBy })}</Link>
              </Fact>
            )}
            {card.replaces && card.replacesId && (
              <Fact label={t('card.replaces')}>
                <Link to={paths.admin.giftCards.card.href(card.replacesId)}>{t('number', { last4: card.replaces })}</Link>
              </Fact>
            )}
            {card.voidedAt && <Fact label={t('card.voidedAt')}>{formatDateTime(card.voidedAt, language)}</Fact>}
            {card.voidReason && <Fact label={t('card.voidReason')}>{card.voidReason}</Fact>}
          </dl>
        </Card>

        <Card title={t('card.people')} id="admin-gc-people">
          <dl className="admin-facts admin-gc-facts">
            <Fact label={t('card.recipient')}>
              <span>
                {card.recipientName || '—'}
                {card.recipientEmail && (
                  <span className="admin-muted">
                    <a href={`mailto:${card.recipientEmail}`}>{card.recipientEmail}</a>
                  </span>
                )}
              </span>
            </Fact>
            <Fact label={t('card.message')}>{card.message || <span className="admin-muted">{t('card.noMessage')}</span>}</Fact>
            <Fact label={t('card.buyer')}>
              <span>
                {card.buyerName || '—'}
                {card.buyerEmail && (
                  <span className="admin-muted">
                    <a href={`mailto:${card.buyerEmail}`}>{card.buyerEmail}</a>
                  </span>
                )}
              </span>
            </Fact>
            <Fact label={t('card.order')}>
              {card.orderId && card.orderNumber ? (
                <Link to={paths.admin.orderDetails.href(card.orderId)}>{card.orderNumber}</Link>
              ) : (
                <span className="admin-muted">{t('card.noOrder')}</span>
              )}
            </Fact>
          </dl>
        </Card>
      </div>

      <Card title={t('ledger.title')} id="admin-gc-ledger">
        <Ledger card={card} />
      </Card>

      {voiding && (
        <VoidDialog
          card={card}
          onClose={() => setVoiding(false)}
          onVoided={(shown) => {
            setVoiding(false);
            changed(shown);
            toast.success(t('voidDialog.voided', { last4: shown.last4 }));
          }}
        />
      )}
    </>
  );
}

/** /admin-dash/gift-cards/:id: one card, its buyer and recipient, its ledger; sending it again and voiding it. */
export default function GiftCardPage() {
  const { t } = useTranslation('admin-gift-cards');
  const { id = '' } = useParams();
  const card = useGiftCard(id);
  useDocumentTitle(card.data ? t('card.title', { last4: card.data.last4 }) : t('title'));
  // An unknown card (a stale link) says so, with the way back, instead of offering to load it again.
  const missing = card.error instanceof ApiError && card.error.status === 404 ? card.error.message : null;
  return (
    <section className="admin-page" aria-labelledby="admin-gift-card-title">
      {missing ? (
        <>
          <h1 className="admin-page__title" id="admin-gift-card-title">
            {t('title')}
          </h1>
          <p className="admin-empty" role="status">
            {missing}
          </p>
          <p>
            <Link to={paths.admin.giftCards.href()}>{t('card.back')}</Link>
          </p>
        </>
      ) : (
        <Loaded query={card} data={card.data}>
          {(shown) => <CardView card={shown} />}
        </Loaded>
      )}
    </section>
  );
}

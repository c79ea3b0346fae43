import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { adminKeys, resendGiftCard, useOrderGiftCards } from '../api';
import { formatDate, formatMoney } from '../format';
import type { IssuedGiftCard, Order } from '../types';
import { Badge, type BadgeTone } from './Badge';
import { useLabels } from './labels';
import { Loaded } from './ListState';

type CardState = 'active' | 'voided' | 'expired';

function stateOf(card: IssuedGiftCard, now: number): CardState {
  if (card.voided) return 'voided';
  return card.expiresAt !== null && Date.parse(card.expiresAt) <= now ? 'expired' : 'active';
}

const STATE_TONES: Record<CardState, BadgeTone> = { active: 'success', voided: 'danger', expired: 'neutral' };

/** The order's gift cards (amounts in GBP): what each was worth, paid and has left, its e-mail, and sending it again. */
export function OrderGiftCards({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const labels = useLabels();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const cards = useOrderGiftCards(order._id);
  const [sending, setSending] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  const sendAgain = async (card: IssuedGiftCard) => {
    const question = t('details.giftCards.confirmSendAgain', {
      last4: card.last4,
      email: card.recipientEmail,
      amount: formatMoney(card.balance, card.currency, language),
    });
    if (!window.confirm(question)) return;
    setSending(card._id);
    try {
      queryClient.setQueryData(adminKeys.orderGiftCards(order._id), await resendGiftCard(order._id, card._id, access.token));
      toast.success(t('details.giftCards.toast.sent', { email: card.recipientEmail }));
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t('details.toast.failed'));
    } finally {
      setSending(null);
    }
  };

  return (
    <Loaded query={cards} data={cards.data}>
      {(issued) =>
        issued.length === 0 ? (
          <p className="admin-muted">{t('details.giftCards.none')}</p>
        ) : (
          <>
            <p className="admin-muted">{t('details.giftCards.intro')}</p>
            <table className="admin-table admin-gift-cards">
              <caption className="visually-hidden">{t('details.giftCards.caption', { number: order.number })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('details.giftCards.card')}</th>
                  <th scope="col" className="admin-number">
                    {t('details.giftCards.value')}
                  </th>
                  <th scope="col" className="admin-number">
                    {t('details.giftCards.spent')}
                  </th>
                  <th scope="col" className="admin-number">
                    {t('details.giftCards.balance')}
                  </th>
                  <th scope="col">{t('details.giftCards.status')}</th>
                  <th scope="col">{t('details.giftCards.mail')}</th>
                  <th scope="col">{t('details.giftCards.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {issued.map((card) => {
                  const money = (amount: string) => formatMoney(amount, card.currency, language);
                  const state = stateOf(card, now);
                  return (
                    <tr key={card._id} data-testid="gift-card">
                      <th scope="row" data-label={t('details.giftCards.card')}>
                        <span>
                          <code>{t('details.giftCards.number', { last4: card.last4 })}</code>
                          <span className="admin-muted">
                            {card.recipientName} ({card.recipientEmail})
                          </span>
                        </span>
                      </th>
                      <td data-label={t('details.giftCards.value')} className="admin-number">
                        <span className="price">{money(card.initialAmount)}</span>
                      </td>
                      <td data-label={t('details.giftCards.spent')} className="admin-number">
                        <span>
                          <span className="price">{money(card.spent)}</span>
                          {card.spentIn.map((spending, index) => (
                            <span key={spending.orderId ?? `gone-${index}`} className="admin-muted">
                              {spending.orderId && spending.number ? (
                                <Link to={paths.admin.orderDetails.href(spending.orderId)}>
                                  {t('details.giftCards.spentIn', { amount: money(spending.amount), number: spending.number })}
                                </Link>
                              ) : (
                                money(spending.amount)
                              )}
                            </span>
                          ))}
                        </span>
                      </td>
                      <td data-label={t('details.giftCards.balance')} className="admin-number">
                        <span className="price">{money(card.balance)}</span>
                      </td>
                      <td data-label={t('details.giftCards.status')}>
                        <span>
                          <Badge tone={STATE_TONES[state]}>{t(`details.giftCards.${state}`)}</Badge>
                          {card.voided && card.voidedAt && (
                            <span className="admin-muted">
                              <time dateTime={card.voidedAt}>{formatDate(card.voidedAt, language)}</time>
                            </span>
                          )}
                          {card.replacedBy && <span className="admin-muted">{t('details.giftCards.replacedBy', { last4: card.replacedBy })}</span>}
                        </span>
                      </td>
                      <td data-label={t('details.giftCards.mail')}>
                        <span>
                          <Badge tone={labels.mailTone(card.mailStatus)}>{labels.mailStatus(card.mailStatus)}</Badge>
                          {card.mailStatus === 'failed' && card.canSendAgain && (
                            <span className="admin-muted">{t('details.giftCards.mailFailed')}</span>
                          )}
                        </span>
                      </td>
                      <td data-label={t('details.giftCards.actions')}>
                        {card.canSendAgain && (
                          <div className="admin-actions">
                            <button
                              type="button"
                              className="button admin-button"
                              disabled={sending !== null}
                              aria-busy={sending === card._id || undefined}
                              onClick={() => void sendAgain(card)}
                            >
                              {t('details.giftCards.sendAgain')}{' '}
                              <span className="visually-hidden">{t('details.giftCards.sendAgainFor', { last4: card.last4 })}</span>
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )
      }
    </Loaded>
  );
}

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { Badge } from '../../components/Badge';
import { useLabels } from '../../components/labels';
import { Loaded } from '../../components/ListState';
import { Pager } from '../../components/Pager';
import { StatusFilter } from '../../components/StatusFilter';
import { formatDate, formatMoney } from '../../format';
import { pageCount, parsePage } from '../../pager';
import { isOneOf } from '../../types';
import { CARDS_PAGE_SIZE, useGiftCards } from '../api';
import { STATE_TONES } from '../states';
import { CARD_FILTERS, CARD_STATES, type CardFilter, type GiftCardRow } from '../types';

const MAX_SEARCH = 200;

/** The list's search, filter and page, kept in the URL (?search=, ?show=, ?page=) so Back from a card returns to it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const shown = params.get('show');
  const filter: CardFilter | null = isOneOf(CARD_FILTERS, shown) ? shown : null;
  const page = parsePage(params.get('page'));
  // A new search or filter starts at page 1 (SPEC section 2's admin lists).
  const change = useCallback(
    (next: { search?: string; filter?: CardFilter | null; page?: number }) => {
      const merged = { search, filter, page: 1, ...next };
      const query: Record<string, string> = {};
      if (merged.search) query.search = merged.search;
      if (merged.filter) query.show = merged.filter;
      if (merged.page > 1) query.page = String(merged.page);
      setParams(query, { replace: true });
    },
    [search, filter, setParams],
  );
  return { search, filter, page, change };
}

function CardRow({ card }: { card: GiftCardRow }) {
  const { t } = useTranslation('admin-gift-cards');
  const language = useLanguage();
  const labels = useLabels();
  const money = (amount: string) => formatMoney(amount, card.currency, language);
  return (
    <tr data-testid="gift-card-row">
      <th scope="row" data-label={t('columns.card')}>
        <span>
          <Link to={paths.admin.giftCards.card.href(card._id)}>
            <code>{t('number', { last4: card.last4 })}</code>
          </Link>
          <span className="admin-muted">
            {card.recipientName} {card.recipientEmail && `(${card.recipientEmail})`}
          </span>
        </span>
      </th>
      <td data-label={t('columns.amount')} className="admin-number">
        <span className="price">{money(card.initialAmount)}</span>
      </td>
      <td data-label={t('columns.balance')} className="admin-number">
        <span className="price">{money(card.balance)}</span>
      </td>
      <td data-label={t('columns.state')}>
        <span>
          <Badge tone={isOneOf(CARD_STATES, card.state) ? STATE_TONES[card.state] : 'neutral'}>
            {isOneOf(CARD_STATES, card.state) ? t(`state.${card.state}`) : card.state}
          </Badge>
          {card.replacedBy && <span className="admin-muted">{t('replacedBy', { last4: card.replacedBy })}</span>}
        </span>
      </td>
      <td data-label={t('columns.mail')}>
        <span>
          <Badge tone={labels.mailTone(card.mailStatus)}>{labels.mailStatus(card.mailStatus)}</Badge>
          {card.mailStatus === 'failed' && card.canSendAgain && <span className="admin-muted">{t('mailFailed')}</span>}
        </span>
      </td>
      <td data-label={t('columns.buyer')}>
        <span>
          {card.buyerName || card.buyerEmail || '—'}
          {card.buyerName && card.buyerEmail && <span className="admin-muted">{card.buyerEmail}</span>}
          {card.orderId && card.orderNumber && (
            <span className="admin-muted">
              <Link to={paths.admin.orderDetails.href(card.orderId)}>{card.orderNumber}</Link>
            </span>
          )}
        </span>
      </td>
      <td data-label={t('columns.issued')}>
        <time dateTime={card.createdAt}>{formatDate(card.createdAt, language)}</time>
      </td>
    </tr>
  );
}

/**
 * /admin-dash/gift-cards: every card the shop issued, newest first, 25 a page; found by the last four characters
 * of its code, its buyer, its recipient or its order, and filtered by state (with the cards whose e-mail failed).
 */
export default function GiftCardsPage() {
  const { t } = useTranslation('admin-gift-cards');
  const { search, filter, page, change } = useListParams();
  const [typed, setTyped] = useState(search);
  const [seen, setSeen] = useState(search);
  const titleId = useId();
  const searchId = useId();
  const hintId = useId();
  const cards = useGiftCards(search, filter, page);
  useDocumentTitle(t('title'));

  // The URL is the truth when it changes by itself (Back, a link): the box shows what is searched.
  if (seen !== search) {
    setSeen(search);
    setTyped(search);
  }

  const total = cards.data?.total ?? 0;
  const pages = pageCount(total, CARDS_PAGE_SIZE);
  const settled = cards.data !== undefined && !cards.isPlaceholderData;
  // A page past the end (cards voided away from the filter, a stale link) goes to the last one.
  useEffect(() => {
    if (settled && page > pages) change({ page: pages });
  }, [settled, page, pages, change]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: typed.trim() });
  };

  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <header className="admin-page__header">
        <h1 className="admin-page__title" id={titleId}>
          {t('title')}
        </h1>
        <p className="admin-page__intro">{t('intro')}</p>
      </header>

      <form className="admin-gc-search" role="search" aria-label={t('search.region')} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {t('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={typed}
            maxLength={MAX_SEARCH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <button type="submit" className="button admin-button admin-button--primary">
            {t('search.submit')}
          </button>
          {search && (
            <button type="button" className="button admin-button" onClick={() => change({ search: '' })}>
              {t('search.clear')}
            </button>
          )}
        </div>
        <p className="field__hint admin-gc-search__hint" id={hintId}>
          {t('search.hint')}
        </p>
      </form>

      <StatusFilter<CardFilter>
        legend={t('filter.legend')}
        value={filter}
        options={CARD_FILTERS}
        labelOf={(option) => t(`filter.${option}`)}
        allLabel={t('filter.all')}
        onChange={(next) => change({ filter: next })}
      />

      <Loaded query={cards} data={cards.data}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-empty" role="status">
              {search || filter ? t('noMatch') : t('empty')}
            </p>
          ) : (
            <div aria-busy={cards.isPlaceholderData}>
              <p className="admin-muted" role="status">
                {t('found', { total })}
              </p>
              <table className="admin-table admin-gift-cards admin-gc-list">
                <caption className="visually-hidden">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.card')}</th>
                    <th scope="col" className="admin-number">
                      {t('columns.amount')}
                    </th>
                    <th scope="col" className="admin-number">
                      {t('columns.balance')}
                    </th>
                    <th scope="col">{t('columns.state')}</th>
                    <th scope="col">{t('columns.mail')}</th>
                    <th scope="col">{t('columns.buyer')}</th>
                    <th scope="col">{t('columns.issued')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((card) => (
                    <CardRow key={card._id} card={card} />
                  ))}
                </tbody>
              </table>
              <Pager page={Math.min(page, pages)} pages={pages} onPage={(next) => change({ page: next })} label={t('pages')} />
            </div>
          )
        }
      </Loaded>
    </section>
  );
}

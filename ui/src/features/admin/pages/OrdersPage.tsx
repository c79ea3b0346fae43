import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { useCountedTranslation } from '@/lib/plural';
import { STORAGE_KEYS } from '@/lib/storage';
import { useOrders } from '../api';
import { Badge } from '../components/Badge';
import { useLabels } from '../components/labels';
import { ListSearch } from '../components/ListSearch';
import { Loaded } from '../components/ListState';
import { Pager } from '../components/Pager';
import { StatusFilter } from '../components/StatusFilter';
import { formatDateTime, formatMoney } from '../format';
import { parseOrderFilter } from '../order-status';
import { pageCount } from '../pager';
import { ORDER_FILTERS, type Order, type OrderFilter } from '../types';
import { useSearchText } from '../useSearchText';
import { useStatusFilter } from '../useStatusFilter';
import { useStoredPage } from '../useStoredPage';

function OrderRow({ order }: { order: Order }) {
  const { t, tc } = useCountedTranslation('admin');
  const language = useLanguage();
  const labels = useLabels();
  const customer = `${order.userInfo.firstName} ${order.userInfo.lastName}`.trim();
  return (
    <tr className={order.isPaid ? 'admin-order admin-order--paid' : 'admin-order'} data-testid="order-row" data-paid={order.isPaid}>
      <th scope="row" data-label={t('orders.columns.number')}>
        <Link className="admin-order__link" to={paths.admin.orderDetails.href(order._id)}>
          {order.number}
        </Link>
      </th>
      <td data-label={t('orders.columns.date')}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
      </td>
      <td data-label={t('orders.columns.customer')}>
        <span className="admin-order__customer">
          {customer || order.userInfo.email}
          {order.userInfo.phone && <span className="admin-muted">{order.userInfo.phone}</span>}
        </span>
      </td>
      <td data-label={t('orders.columns.items')}>{tc('orders.lines', order.basketItems.length)}</td>
      <td data-label={t('orders.columns.total')} className="admin-number">
        <span className="price" data-testid="order-total">
          {formatMoney(order.totalPrice, order.currency, language)}
        </span>
      </td>
      <td data-label={t('orders.columns.status')}>
        <Badge tone={labels.orderTone(order.status)}>{labels.orderStatus(order.status)}</Badge>
      </td>
      <td data-label={t('orders.columns.payment')}>
        <Badge tone={order.isPaid ? 'success' : 'neutral'}>{labels.paid(order.isPaid)}</Badge>
      </td>
    </tr>
  );
}

/**
 * /admin-dash/view-order: every order, newest first, 4 a page from the server (X-Total-Count gives 'Page X of Y'),
 * filtered by Accepted, Sent, Delivered or Paid (kept in ?status=) and searched by number, name, e-mail or phone
 * (kept in ?q=). Paid orders' rows are green and say so. A new filter or search starts again at page 1.
 */
export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const labels = useLabels();
  const [filter, setFilter] = useStatusFilter(parseOrderFilter);
  const [search, setSearch] = useSearchText();
  const [page, setPage] = useStoredPage(STORAGE_KEYS.orderPaginate);
  const orders = useOrders(filter, page, search);
  useDocumentTitle(t('orders.title'));

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total);
  // A stored page past the end (orders were cancelled away from the filter, another filter) goes to the last one.
  const settled = orders.data !== undefined && !orders.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setPage(pages);
  }, [settled, page, pages, setPage]);

  const changeFilter = (next: OrderFilter | null) => {
    setPage(1);
    setFilter(next);
  };

  const changeSearch = (next: string) => {
    setPage(1);
    setSearch(next);
  };

  return (
    <section className="admin-page" aria-labelledby="admin-orders-title">
      <header className="admin-page__header">
        <h1 className="admin-page__title" id="admin-orders-title">
          {t('orders.title')}
        </h1>
        <p className="admin-page__intro">{t('orders.intro')}</p>
      </header>
      <div className="admin-list-tools">
        <ListSearch label={t('orders.search')} hint={t('orders.searchHint')} value={search} onSearch={changeSearch} />
        <StatusFilter
          legend={t('orders.filter')}
          value={filter}
          options={ORDER_FILTERS}
          labelOf={(option) => (option === 'Paid' ? labels.paid(true) : labels.orderStatus(option))}
          allLabel={t('filter.all')}
          onChange={changeFilter}
        />
      </div>
      <Loaded query={orders} data={orders.data}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-empty" role="status">
              {search ? t('orders.noMatch', { search }) : t('orders.empty')}
            </p>
          ) : (
            <div aria-busy={orders.isPlaceholderData}>
              <table className="admin-table admin-orders">
                <caption className="visually-hidden">{t('orders.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.columns.number')}</th>
                    <th scope="col">{t('orders.columns.date')}</th>
                    <th scope="col">{t('orders.columns.customer')}</th>
                    <th scope="col">{t('orders.columns.items')}</th>
                    <th scope="col" className="admin-number">
                      {t('orders.columns.total')}
                    </th>
                    <th scope="col">{t('orders.columns.status')}</th>
                    <th scope="col">{t('orders.columns.payment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((order) => (
                    <OrderRow key={order._id} order={order} />
                  ))}
                </tbody>
              </table>
              <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} label={t('orders.pages')} />
            </div>
          )
        }
      </Loaded>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { useInvoiceDownload, useOrders } from '../../api';
import { formatDate, formatMoney } from '../../components/format';
import { QueryView } from '../../components/QueryView';
import type { Order } from '../../types';

interface Invoice {
  url: string;
  filename: string;
}

function InvoiceList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const download = useInvoiceDownload();
  const [invoices, setInvoices] = useState<Record<string, Invoice>>({});
  const [loading, setLoading] = useState<string | null>(null);
  const urls = useRef<string[]>([]);

  // The object URLs live as long as the page: an opened tab or a later "Download" still needs them.
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const open = async (order: Order) => {
    const known = invoices[order._id];
    if (known) {
      window.open(known.url, '_blank', 'noopener');
      return;
    }
    // Opened during the click (a tab opened after the download would be blocked), filled in when it arrives.
    const tab = window.open('', '_blank');
    setLoading(order._id);
    try {
      const file = await download.mutateAsync(order._id);
      const url = URL.createObjectURL(file.blob);
      urls.current.push(url);
      setInvoices((current) => ({
        ...current,
        [order._id]: { url, filename: file.filename ?? t('downloads.filename', { number: order.number }) },
      }));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (error) {
      tab?.close();
      toast.error(error instanceof Error && error.message ? error.message : t('downloads.failed'));
    } finally {
      setLoading(null);
    }
  };

  if (orders.length === 0) {
    return (
      <EmptyState
        title={t('downloads.emptyTitle')}
        text={t('downloads.emptyText')}
        actions={
          <Link className="button button--secondary" to={paths.newProducts.href()}>
            {t('overview.startShopping')}
          </Link>
        }
      />
    );
  }

  return (
    <ul className="plain-list download-list">
      {orders.map((order) => {
        const invoice = invoices[order._id];
        return (
          <li key={order._id} className="account-card download-card">
            <div className="download-card__info">
              <h2 className="download-card__title">{t('orders.heading', { number: order.number })}</h2>
              <p className="download-card__meta">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
                {' · '}
                <span className="price">{formatMoney(order.totalPrice, order.currency, language)}</span>
              </p>
            </div>
            <div className="download-card__actions">
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => void open(order)}
                disabled={loading === order._id}
                aria-describedby={`invoice-note-${order._id}`}
              >
                {loading === order._id && <Spinner size="small" label="" />}
                {t('downloads.invoice')}
                <span className="visually-hidden">{t('downloads.forOrder', { number: order.number })}</span>
              </button>
              <span id={`invoice-note-${order._id}`} className="visually-hidden">
                {t('downloads.newTab')}
              </span>
              {invoice && (
                <a className="link-button" href={invoice.url} download={invoice.filename}>
                  {t('downloads.save', { filename: invoice.filename })}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /account/downloads: the PDF invoice of each order, opened in a new tab and offered for saving. */
export default function Downloads() {
  const query = useOrders();
  return <QueryView query={query}>{(orders) => <InvoiceList orders={orders} />}</QueryView>;
}

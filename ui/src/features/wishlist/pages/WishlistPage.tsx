import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { ProductGrid } from '@/components/ProductGrid';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useWishlist, wishlistStore } from '../store';

/** The saved products, the latest saved first, each with its heart to take it off the list. */
export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const items = [...useWishlist().items].reverse();
  const title = t('title');
  useDocumentTitle(title);

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={items.length > 0 ? t('intro') : undefined} />
      {items.length === 0 ? (
        <EmptyState
          icon="heart"
          title={t('empty.title')}
          text={t('empty.text')}
          actions={
            <Link className="button button--secondary" to={paths.newProducts.href()}>
              {t('empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <ProductGrid products={items} label={title} priorityCount={4} />
          <p className="page__actions">
            <button
              type="button"
              className="link-button link-button--danger"
              onClick={() => {
                wishlistStore.clear();
                toast.success(t('toast.cleared'));
              }}
            >
              {t('clear')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { WishlistButtonProps } from '@/components/product-actions';
import { useLanguage } from '@/components/useLanguage';
import { localized } from '@/lib/format';
import { toggleWishlist, useWishlist } from '../store';

/** The heart that adds a product to the wishlist or takes it off (a toggle button, aria-pressed). */
export default function WishlistButton({ product, variant }: WishlistButtonProps) {
  const { t } = useTranslation('wishlist');
  const language = useLanguage();
  const { has } = useWishlist();
  const saved = has(product._id);
  const name = localized(product, 'product_name', language);

  const toggle = () => {
    toggleWishlist(product);
    toast.success(saved ? t('toast.removed', { name }) : t('toast.added', { name }));
  };

  const heart = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.3 10.6 19C5.4 14.3 2 11.2 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.7-3.4 6.8-8.6 11.5L12 20.3Z"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );

  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={saved ? 'wish-icon wish-icon--saved' : 'wish-icon'}
        aria-pressed={saved}
        aria-label={t('button.iconLabel', { name })}
        onClick={toggle}
      >
        {heart}
      </button>
    );
  }
  return (
    <button type="button" className={saved ? 'button button--outline wish-button wish-button--saved' : 'button button--outline wish-button'} aria-pressed={saved} onClick={toggle}>
      {heart}
      {saved ? t('button.saved') : t('button.save')}
    </button>
  );
}

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCard } from '@/components/product-types';
import { makeProduct } from '../../../../test/products';
import { renderShop } from '../../../../test/render-shop';
import WishlistButton from '../components/WishlistButton';
import { wishlistStore } from '../store';
import WishlistPage from './WishlistPage';

const velvet = toCard(makeProduct());
const lace = toCard(makeProduct({ _id: 'id-2', product_id: 'LACE-1', product_name_en: 'Corded Lace Ivory', product_name_ua: null }));

afterEach(() => wishlistStore.clear());

describe('wishlist', () => {
  it('toggles a product by _id and keeps it under the favorites key', async () => {
    await renderShop(<WishlistButton product={velvet} variant="button" />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'In your wishlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('favorites') ?? '[]')).toEqual([expect.objectContaining({ _id: 'id-1' })]);

    fireEvent.click(screen.getByRole('button', { name: 'In your wishlist' }));
    expect(wishlistStore.get()).toEqual([]);
  });

  it('lists the saved products, the latest first, and empties', async () => {
    wishlistStore.set([velvet, lace]);
    await renderShop(<WishlistPage />, { url: '/wishlist', actions: { WishlistButton } });

    const links = screen.getAllByRole('link', { name: /Stretch velvet Black|Corded Lace Ivory/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/LACE-1', '/products/SKU-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Save Corded Lace Ivory to the wishlist' }));
    expect(screen.queryByRole('link', { name: /Corded Lace Ivory/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the wishlist' }));
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(window.localStorage.getItem('favorites')).toBeNull();
  });
});

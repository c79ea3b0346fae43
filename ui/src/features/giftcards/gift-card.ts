/** The gift-card form's rules and the cart line it becomes. */
import type { CartLineInput } from '@/components/product-actions';
import { productNames, type ProductCard } from '@/components/product-types';
import { firstImage } from '@/lib/format';

export const MESSAGE_MAX = 300;
export const NAME_MAX = 80;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface GiftCardForm {
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type GiftCardErrors = Partial<Record<keyof GiftCardForm | 'amount', 'required' | 'email' | 'tooLong'>>;

export function validateGiftCard(form: GiftCardForm, amountChosen: boolean): GiftCardErrors {
  const errors: GiftCardErrors = {};
  if (!amountChosen) errors.amount = 'required';
  const name = form.recipientName.trim();
  if (!name) errors.recipientName = 'required';
  else if (name.length > NAME_MAX) errors.recipientName = 'tooLong';
  const email = form.recipientEmail.trim();
  if (!email) errors.recipientEmail = 'required';
  else if (!EMAIL.test(email)) errors.recipientEmail = 'email';
  if (form.message.length > MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

/**
 * One cart line per card and recipient. The cart merges lines with the same productName and sku, so
 * the recipient's address is part of the productName: two cards of one amount for two people stay two
 * lines, while a second card for the same person adds to the quantity.
 */
export function giftCardLine(product: ProductCard, form: GiftCardForm): CartLineInput {
  const email = form.recipientEmail.trim().toLowerCase();
  return {
    productName: `${product.product_name_en} — ${email}`,
    sku: product.product_id,
    quantity: 1,
    price: product.final_price,
    prices: product.prices ?? null,
    minimum: 1,
    names: productNames(product),
    image: firstImage(product.images) ?? undefined,
    unit: product.unit,
    giftCard: { recipientName: form.recipientName.trim(), recipientEmail: email, message: form.message.trim() },
  };
}

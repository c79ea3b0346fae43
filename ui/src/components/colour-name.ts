import type { Language } from '@/lib/language';
import type { Colour, Product } from './product-types';

type ColourNames = Pick<Colour, 'name'> & Partial<Pick<Colour, `name_${Language}`>>;
type ProductColourNames = Pick<Product, 'color'> & Partial<Pick<Product, `color_${Language}`>>;

/** A colour's name in `language` (its name_<lng>), else its English `name`. */
export function colourName(colour: ColourNames, language: Language): string {
  return colour[`name_${language}`]?.trim() || colour.name;
}

/**
 * The product's colour in `language` (its color_<lng>), else the English `color`; null when it has no colour.
 * Not `localized`: its last resort is any field starting with `color_`, which here would be the slug or the hex.
 */
export function productColourName(product: ProductColourNames, language: Language): string | null {
  if (!product.color) return null;
  return product[`color_${language}`]?.trim() || product.color;
}

/**
 * Colours on the admin screens: hex values as the colour form takes them ("#4169e1", "4169E1" or "#ABC" ->
 * "#4169E1" / "#AABBCC"), and the colour list's filters.
 */
import type { Colour } from './types';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHex(value: string): boolean {
  return HEX.test(value.trim());
}

/** The 7-character upper-case form the server stores; the text itself when it is no hex value. */
export function normaliseHex(value: string): string {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return value.trim();
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/** The brand filter's choice for colours of no brand. */
export const NO_BRAND = 'none';

/** Colours of brand `brandId` ('' any, NO_BRAND none) whose hex or name in any language contains `search`. */
export function filterColours(colours: readonly Colour[], brandId: string, search: string): Colour[] {
  const needle = search.trim().toLocaleLowerCase();
  return colours.filter(
    (colour) =>
      (brandId === '' || (brandId === NO_BRAND ? colour.brandId === null : colour.brandId === brandId)) &&
      (!needle ||
        colour.hex.toLowerCase().includes(needle) ||
        Object.values(colour.names).some((name) => name?.toLocaleLowerCase().includes(needle))),
  );
}

/**
 * Colours on the admin screens: hex values as the colour form takes them ("#4169e1", "4169E1" or "#ABC" ->
 * "#4169E1" / "#AABBCC"), and the colour list's brand filter for colours of no brand (the server filters).
 */

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

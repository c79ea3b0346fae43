/** A stand-in origin: a target is parsed against it the way the browser would parse it against the shop's. */
const SHOP = 'https://shop.invalid';

/** A backslash or a control character: browsers read `\` as `/` and drop tabs and newlines from URLs. */
const unsafe = (character: string): boolean => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * `target` when it is a path of this shop (`/cart/checkout`, `/account/returns?page=2`), as the browser will read
 * it; otherwise null. Never another site (`//host`, `/\host`, `https://host`, `/..//host`), another scheme
 * (`javascript:`) or a path with backslashes or control characters, which browsers may read as another host.
 * Every redirect target the UI takes from input (`?next=`) goes through here.
 */
export function shopPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || [...target].some(unsafe)) return null;
  let url: URL;
  try {
    url = new URL(target, SHOP);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SHOP && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

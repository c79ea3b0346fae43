/**
 * The page's Content-Security-Policy nonce for styles, handed to goober (react-hot-toast's styles), which puts
 * `window.__nonce__` on the one <style> element it writes. The server sends a fresh nonce with every page, in
 * `<meta property="csp-nonce" nonce="…">` (shop/http/security_headers.py); browsers keep it readable only through
 * the `nonce` property. main.tsx imports this module first: react-hot-toast writes its keyframes when it loads.
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
}

const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
if (meta?.nonce) window.__nonce__ = meta.nonce;

export {};

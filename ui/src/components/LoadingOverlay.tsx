import { Spinner } from './Spinner';

/** Full-screen logo and spinner: the Suspense fallback while a page or translations load. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" aria-busy="true">
      <img className="loading-overlay__logo" src="/logo.svg" alt="Dance Fabrics" width="220" height="48" />
      <Spinner size="large" />
    </div>
  );
}

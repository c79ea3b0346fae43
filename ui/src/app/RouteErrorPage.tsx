import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** What the visitor sees when rendering a route failed. The heading is the spec's fixed English text. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const detail = error instanceof Error ? error.message : null;

  return (
    <main className="container status-page" role="alert">
      <h1 className="status-page__title">Unexpected Application Error!</h1>
      {detail && <p className="status-page__detail">{detail}</p>}
      {/* A full page load, not router navigation: the router itself may be what failed. */}
      <a className="button button--accent" href={paths.home.href()}>
        {ready ? t('actions.backHome') : 'Dance Fabrics'}
      </a>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (the URL path) clears a shown error, so navigating away recovers. */
  resetKey: string;
}

/** The app's error boundary: any render or chunk failure below it shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

import { Component, type ReactNode } from 'react';

interface ShellBoundaryProps {
  children: ReactNode;
  /** What to show instead when the part fails (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Keeps a failing optional part of the shell (a menu panel, the search box ...) from taking the
 * whole page down: the part is left out and the page works on.
 */
export class ShellBoundary extends Component<ShellBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

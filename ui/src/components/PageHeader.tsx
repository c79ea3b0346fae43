import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Skeleton } from './Skeleton';

interface PageHeaderProps {
  /** null while the title is loading. */
  title: string | null;
  crumbs?: Crumb[];
  intro?: ReactNode;
  children?: ReactNode;
}

/** Breadcrumbs, the page's h1 and an optional introduction. */
export function PageHeader({ title, crumbs, intro, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {crumbs && <Breadcrumbs items={crumbs} />}
      {title === null ? (
        <div aria-busy="true">
          <Skeleton width="min(320px, 70%)" height="2.25rem" />
        </div>
      ) : (
        <h1 className="page-header__title">{title}</h1>
      )}
      {intro && <p className="page-header__intro">{intro}</p>}
      {children}
    </header>
  );
}

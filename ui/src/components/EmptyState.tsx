import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** Links or buttons that lead somewhere useful. */
  actions?: ReactNode;
  icon?: 'search' | 'bag' | 'heart' | 'box';
  /** Announce to screen readers when it replaces results (e.g. after a filter change). */
  live?: boolean;
}

const ICONS: Record<NonNullable<EmptyStateProps['icon']>, ReactNode> = {
  search: <path d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 10.5 4Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />,
  bag: <path d="M8 7V6a4 4 0 1 1 8 0v1h3l1 14H4L5 7h3Zm2 0h4V6a2 2 0 1 0-4 0v1Zm-3.1 2-.7 10h11.6l-.7-10H6.9Z" />,
  heart: <path d="M12 20.3 10.6 19C5.4 14.3 2 11.2 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.7-3.4 6.8-8.6 11.5L12 20.3Z" />,
  box: <path d="m12 2 9 4.5v11L12 22l-9-4.5v-11L12 2Zm0 2.2L6.2 7 12 9.8 17.8 7 12 4.2ZM5 8.6v7.7l6 3V11.6l-6-3Zm14 0-6 3v7.7l6-3V8.6Z" />,
};

export function EmptyState({ title, text, actions, icon = 'box', live = false }: EmptyStateProps) {
  return (
    <div className="empty-state" role={live ? 'status' : undefined}>
      <svg className="empty-state__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        {ICONS[icon]}
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      {text && <p className="empty-state__text">{text}</p>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/useDocumentTitle';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (to sign in, to register ...). */
  footer?: ReactNode;
  wide?: boolean;
}

/** The sign-in, sign-up and password pages: one centred card with the page's heading, form and links. */
export function AuthCard({ title, intro, children, footer, wide = false }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="container page auth-page">
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <h1 className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </div>
  );
}

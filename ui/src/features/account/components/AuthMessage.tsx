import type { ReactNode } from 'react';

export type AuthMessageTone = 'success' | 'error' | 'info';

interface AuthMessageProps {
  id?: string;
  tone: AuthMessageTone;
  children: ReactNode;
}

/**
 * The form's message line: green for success, red for failure (GUIDE section 3: the colour follows the outcome).
 * Failures are announced at once (alert), the rest politely (status).
 */
export function AuthMessage({ id, tone, children }: AuthMessageProps) {
  return (
    <p id={id} className={`auth-message auth-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

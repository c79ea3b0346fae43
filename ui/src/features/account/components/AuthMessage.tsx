import type { ReactNode } from 'react';

export type AuthMessageTone = 'success' | 'error' | 'info';

interface AuthMessageProps {
  id?: string;
  tone: AuthMessageTone;
  children: ReactNode;
}

/** The shared notice's tones (info is its plain look). */
const TONE_CLASS: Record<AuthMessageTone, string> = {
  success: 'notice notice--success auth-message',
  error: 'notice notice--error auth-message',
  info: 'notice auth-message',
};

/**
 * The form's message line: green for success, red for failure (GUIDE section 3: the colour follows the outcome).
 * Failures are announced at once (alert), the rest politely (status).
 */
export function AuthMessage({ id, tone, children }: AuthMessageProps) {
  return (
    <p id={id} className={TONE_CLASS[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';
import { Spinner } from '@/components/Spinner';

interface AuthSubmitProps {
  busy: boolean;
  children: ReactNode;
}

/**
 * The form's one button; while the request runs it shows a spinner and takes no second click. The button says
 * it is busy (aria-busy), so the spinner is only seen: the form's message line is the one status that speaks.
 */
export function AuthSubmit({ busy, children }: AuthSubmitProps) {
  return (
    <button className="button button--secondary auth-form__submit" type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && (
        <span className="auth-form__spinner" aria-hidden="true">
          <Spinner size="small" label="" />
        </span>
      )}
      {children}
    </button>
  );
}

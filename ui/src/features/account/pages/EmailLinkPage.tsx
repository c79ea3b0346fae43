import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeFailure } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { AuthMessage } from '../components/AuthMessage';
import { tokenFromHash } from '../email-change';

type Outcome = { ok: true; message: string } | { ok: false; message: string | null };

// A link's token is posted once per page load, whatever React does with the effect (StrictMode runs it twice):
// the second post of a single-use token would only say it is used.
const posted = new Map<string, Promise<string>>();

function postOnce(token: string, send: (token: string) => Promise<string>): Promise<string> {
  let answer = posted.get(token);
  if (!answer) {
    answer = send(token);
    posted.set(token, answer);
  }
  return answer;
}

interface EmailLinkPageProps {
  title: string;
  /** Posts the token; resolves to the server's message. */
  send: (token: string) => Promise<string>;
  failed: string;
  /** Links under the message, once the server answered. */
  footer: (ok: boolean) => ReactNode;
}

/**
 * A page a mailed e-mail-change link opens: it reads the token after '#', takes it out of the address bar (and
 * the history), posts it once and shows the server's answer.
 */
export function EmailLinkPage({ title, send, failed, footer }: EmailLinkPageProps) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    postOnce(token, send).then(
      (message) => current && setOutcome({ ok: true, message }),
      (error: unknown) => current && setOutcome({ ok: false, message: describeFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, [token, send]);

  if (!token) {
    return (
      <AuthCard title={title} footer={footer(false)}>
        <AuthMessage tone="error">{t('emailLinks.missing')}</AuthMessage>
      </AuthCard>
    );
  }
  if (!outcome) {
    return (
      <AuthCard title={title}>
        <AuthMessage tone="info">{t('emailLinks.working')}</AuthMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={footer(outcome.ok)}>
      <AuthMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.message ?? failed}</AuthMessage>
    </AuthCard>
  );
}

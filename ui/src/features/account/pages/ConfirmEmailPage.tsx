import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { confirmEmail } from '../auth-api';
import { sessionStore } from '../session';
import { EmailLinkPage } from './EmailLinkPage';

/** /account/confirm-email#token: the new address confirms the change; a browser signed in to the account follows. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const send = useCallback(async (token: string) => {
    const answer = await confirmEmail(token);
    const stored = sessionStore.get();
    if (stored && stored._id === answer._id) sessionStore.set({ ...stored, email: answer.email });
    return answer.message;
  }, []);
  const signedIn = sessionStore.get() !== null;
  return (
    <EmailLinkPage
      title={t('emailLinks.confirmTitle')}
      send={send}
      failed={t('emailLinks.confirmFailed')}
      footer={() => (
        <p>
          {signedIn ? (
            <Link to={paths.account.page.href('edit-info')}>{t('emailLinks.account')}</Link>
          ) : (
            <Link to={paths.account.authorization.href()}>{t('emailLinks.signIn')}</Link>
          )}
        </p>
      )}
    />
  );
}

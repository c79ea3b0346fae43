import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { undoEmail } from '../auth-api';
import { EmailLinkPage } from './EmailLinkPage';

/**
 * /account/undo-email#token: the previous address takes the account back. Every session of the account has ended
 * (this browser's too, on its next call), so the way on is a new password, then signing in.
 */
export default function UndoEmailPage() {
  const { t } = useTranslation('account');
  const send = useCallback(async (token: string) => (await undoEmail(token)).message, []);
  return (
    <EmailLinkPage
      title={t('emailLinks.undoTitle')}
      send={send}
      failed={t('emailLinks.undoFailed')}
      footer={(ok) => (
        <>
          {ok && (
            <p>
              <Link to={paths.forgotPassword.href()}>{t('emailLinks.newPassword')}</Link>
            </p>
          )}
          <p>
            <Link to={paths.account.authorization.href()}>{t('emailLinks.signIn')}</Link>
          </p>
        </>
      )}
    />
  );
}

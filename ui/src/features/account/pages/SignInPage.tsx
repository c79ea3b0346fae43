import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signIn } from '../auth-api';
import { afterSignInPath, validateSignIn, withNext, type SignInField, type SignInForm } from '../auth-validation';
import { AuthCard } from '../components/AuthCard';
import { AuthField, EmailField } from '../components/AuthField';
import { AuthMessage } from '../components/AuthMessage';
import { useAuthSessionForm } from '../components/AuthSessionForm';
import { AuthSubmit } from '../components/AuthSubmit';
import { useSession } from '../session';

const FIELDS: readonly SignInField[] = ['email', 'password'];
const EMPTY_FORM: SignInForm = { email: '', password: '' };

/** /account/authorization: sign in, then go to the account (or the account page the visitor came from). */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [params] = useSearchParams();
  const next = params.get('next');
  const id = useId();
  const [form, setForm] = useState<SignInForm>(EMPTY_FORM);
  const { formRef, busy, failure, clearField, errorProps, submit } = useAuthSessionForm<SignInField>({
    fields: FIELDS,
    validate: () => validateSignIn(form),
    send: () => signIn({ email: form.email.trim(), password: form.password }),
    failedText: t('signIn.failed'),
  });

  if (session) return <Navigate to={afterSignInPath(next)} replace />;

  const failureId = `${id}-failure`;
  const update = (field: SignInField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  return (
    <AuthCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <p>
          {t('signIn.newHere')}{' '}
          <Link to={withNext(paths.account.registration.href(), next)}>{t('signIn.register')}</Link>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          {...errorProps('email', failureId)}
          id={`${id}-email`}
          value={form.email}
          onValueChange={update('email')}
        />
        <AuthField
          {...errorProps('password', failureId)}
          id={`${id}-password`}
          name="password"
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          value={form.password}
          onValueChange={update('password')}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword.href()}>{t('signIn.forgot')}</Link>
        </p>
        {failure && (
          <AuthMessage id={failureId} tone="error">
            {failure}
          </AuthMessage>
        )}
        <AuthSubmit busy={busy}>{t('signIn.submit')}</AuthSubmit>
      </form>
    </AuthCard>
  );
}

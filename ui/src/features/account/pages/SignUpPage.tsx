import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { getString, removeItem, STORAGE_KEYS } from '@/lib/storage';
import { signUp } from '../auth-api';
import { afterSignInPath, PASSWORD_MIN, validateSignUp, withNext, type SignUpField, type SignUpForm } from '../auth-validation';
import { AuthCard } from '../components/AuthCard';
import { AuthField, EmailField } from '../components/AuthField';
import { AuthMessage } from '../components/AuthMessage';
import { useAuthSessionForm } from '../components/AuthSessionForm';
import { AuthSubmit } from '../components/AuthSubmit';
import { splitLink } from '../components/AuthTexts';
import { useSession } from '../session';

const FIELDS: readonly SignUpField[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];
const EMPTY_FORM: SignUpForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** /account/registration: a new shopper account; it starts signed in and goes to the account. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const session = useSession();
  const [params] = useSearchParams();
  const next = params.get('next');
  const id = useId();
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const { formRef, busy, failure, clearField, errorProps, submit } = useAuthSessionForm<SignUpField>({
    fields: FIELDS,
    validate: () => validateSignUp(form),
    send: () =>
      signUp({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        language,
        ref: getString(STORAGE_KEYS.referralCode) ?? undefined,
      }),
    failedText: t('signUp.failed'),
    // The referral has done its work once the account exists.
    onSession: () => removeItem(STORAGE_KEYS.referralCode),
  });

  if (session) return <Navigate to={afterSignInPath(next)} replace />;

  const failureId = `${id}-failure`;
  const field = (name: SignUpField) => ({
    ...errorProps(name, failureId),
    id: `${id}-${name}`,
    name,
    value: form[name],
    onValueChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      clearField(name);
    },
  });
  const [privacyBefore, privacyLink, privacyAfter] = splitLink(t('signUp.privacy'));

  return (
    <AuthCard
      wide
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to={withNext(paths.account.authorization.href(), next)}>{t('signUp.signIn')}</Link>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="auth-form__row">
          <AuthField {...field('firstName')} label={t('signUp.firstName')} type="text" autoComplete="given-name" />
          <AuthField {...field('lastName')} label={t('signUp.lastName')} type="text" autoComplete="family-name" />
        </div>
        <EmailField {...field('email')} />
        <AuthField
          {...field('password')}
          label={t('common.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signUp.passwordHint', { min: PASSWORD_MIN })}
        />
        <AuthField {...field('confirmPassword')} label={t('common.confirmPassword')} type="password" autoComplete="new-password" />
        <p className="auth-form__consent">
          {privacyBefore}
          {/* A new tab keeps the form and what is typed in it. */}
          <a href={paths.privacyPolicy.href()} target="_blank" rel="noopener">
            {privacyLink}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
          {privacyAfter}
        </p>
        {failure && (
          <AuthMessage id={failureId} tone="error">
            {failure}
          </AuthMessage>
        )}
        <AuthSubmit busy={busy}>{t('signUp.submit')}</AuthSubmit>
      </form>
    </AuthCard>
  );
}

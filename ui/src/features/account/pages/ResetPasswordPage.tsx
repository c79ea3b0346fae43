import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { describeFailure, resetPassword, validateResetToken } from '../auth-api';
import { validateResetPassword, type ResetPasswordForm } from '../auth-validation';
import { AuthCard } from '../components/AuthCard';
import { AuthField } from '../components/AuthField';
import { AuthMessage, type AuthMessageTone } from '../components/AuthMessage';
import { AuthSubmit } from '../components/AuthSubmit';
import { useRuleText } from '../components/AuthTexts';

/** Spec section 9: the redirect after a reset. */
const RESET_REDIRECT_MS = 1500;

type ResetField = keyof ResetPasswordForm;

/** The answer of the token check for one token (a new token in the URL starts a new check). */
interface TokenCheck {
  token: string;
  valid: boolean;
  message: string | null;
}

interface Shown {
  tone: AuthMessageTone;
  text: string;
  field?: ResetField;
}

const EMPTY_FORM: ResetPasswordForm = { password: '', confirmPassword: '' };

/**
 * /reset-password/:token (spec section 2): 'Validating token...' while the link is checked; a missing or bad
 * token shows its error in red and no form; a good one a new password, its confirmation and 'Update Password'.
 * Success says so and goes to the sign-in page 1.5 s later.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const ruleText = useRuleText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [check, setCheck] = useState<TokenCheck | null>(null);
  const [form, setForm] = useState<ResetPasswordForm>(EMPTY_FORM);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const messageId = `${id}-message`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    validateResetToken(token, controller.signal).then(
      () => setCheck({ token, valid: true, message: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setCheck({ token, valid: false, message: describeFailure(error).message });
      },
    );
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.account.authorization.href(), { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    if (!token) {
      setShown({ tone: 'error', text: t('reset.tokenMissing') });
      return;
    }
    const problem = validateResetPassword(form);
    if (problem) {
      setShown({ tone: 'error', text: ruleText(problem.rule), field: problem.field });
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setShown(null);
    setBusy(true);
    try {
      await resetPassword({ token, password: form.password });
      setShown({ tone: 'success', text: t('reset.success') });
      setDone(true);
    } catch (error) {
      setShown({ tone: 'error', text: describeFailure(error).message ?? t('reset.failed') });
    } finally {
      setBusy(false);
    }
  };

  const requestNewLink = (
    <p>
      <Link to={paths.forgotPassword.href()}>{t('reset.requestNew')}</Link>
    </p>
  );
  const backToSignIn = (
    <p>
      <Link to={paths.signIn.href()}>{t('reset.back')}</Link>
    </p>
  );

  if (!token) {
    return (
      <AuthCard title={t('reset.title')} footer={requestNewLink}>
        <AuthMessage tone="error">{t('reset.missingToken')}</AuthMessage>
      </AuthCard>
    );
  }
  if (check?.token !== token) {
    return (
      <AuthCard title={t('reset.title')}>
        <AuthMessage tone="info">{t('reset.validating')}</AuthMessage>
      </AuthCard>
    );
  }
  if (!check.valid) {
    return (
      <AuthCard title={t('reset.title')} footer={requestNewLink}>
        <AuthMessage tone="error">{check.message ?? t('reset.invalid')}</AuthMessage>
      </AuthCard>
    );
  }
  if (done && shown) {
    return (
      <AuthCard title={t('reset.title')}>
        <AuthMessage tone={shown.tone}>{shown.text}</AuthMessage>
      </AuthCard>
    );
  }

  const field = (name: ResetField) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    invalid: shown?.field === name,
    describedBy: shown?.field === name ? messageId : undefined,
    onValueChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      if (shown?.field === name) setShown(null);
    },
  });

  return (
    <AuthCard title={t('reset.title')} footer={backToSignIn}>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <AuthField {...field('password')} label={t('reset.password')} type="password" autoComplete="new-password" />
        <AuthField {...field('confirmPassword')} label={t('common.confirmPassword')} type="password" autoComplete="new-password" />
        {shown && (
          <AuthMessage id={messageId} tone={shown.tone}>
            {shown.text}
          </AuthMessage>
        )}
        <AuthSubmit busy={busy}>{t('reset.submit')}</AuthSubmit>
      </form>
    </AuthCard>
  );
}

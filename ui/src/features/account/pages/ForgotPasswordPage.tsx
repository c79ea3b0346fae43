import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { describeFailure, forgotPassword } from '../auth-api';
import { validateForgotPassword } from '../auth-validation';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/AuthField';
import { AuthMessage, type AuthMessageTone } from '../components/AuthMessage';
import { AuthSubmit } from '../components/AuthSubmit';
import { useRuleText } from '../components/AuthTexts';

interface Shown {
  tone: AuthMessageTone;
  text: string;
  /** The message is about the email field (a broken rule). */
  aboutEmail: boolean;
}

/**
 * /forgot-password (spec section 2): an email, 'Send Reset Link' with a spinner while sending, one message line
 * (green 'Password reset link sent to your email'; red: the rule broken, the server's message or
 * 'Error sending reset link') and 'Back to Sign In'. The mail comes in the interface language.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const ruleText = useRuleText();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = `${id}-message`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateForgotPassword({ email });
    if (problem) {
      setShown({ tone: 'error', text: ruleText(problem.rule), aboutEmail: true });
      emailRef.current?.focus();
      return;
    }
    setShown(null);
    setBusy(true);
    try {
      await forgotPassword({ email: email.trim() });
      setShown({ tone: 'success', text: t('forgot.sent'), aboutEmail: false });
    } catch (error) {
      setShown({ tone: 'error', text: describeFailure(error).message ?? t('forgot.failed'), aboutEmail: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <p>
          <Link to={paths.signIn.href()}>{t('forgot.back')}</Link>
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          id={`${id}-email`}
          inputRef={emailRef}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            if (shown?.aboutEmail) setShown(null);
          }}
          invalid={shown?.aboutEmail ?? false}
          describedBy={shown?.aboutEmail ? messageId : undefined}
        />
        {shown && (
          <AuthMessage id={messageId} tone={shown.tone}>
            {shown.text}
          </AuthMessage>
        )}
        <AuthSubmit busy={busy}>{t('forgot.submit')}</AuthSubmit>
      </form>
    </AuthCard>
  );
}

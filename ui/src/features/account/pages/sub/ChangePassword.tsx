import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { fieldErrorsOf, useUpdateUser } from '../../api';
import { TextField, useFocusFirstError } from '../../components/Field';

export const MIN_PASSWORD_LENGTH = 6;

type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
type PasswordForm = Record<PasswordField, string>;

const EMPTY: PasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

type PasswordRule = 'currentRequired' | 'required' | 'tooShort' | 'confirmRequired' | 'mismatch';

/** The spec's password rules in its order (section 5, reset password); the texts are its wording. */
function checkPasswords(form: PasswordForm): Partial<Record<PasswordField, PasswordRule>> {
  const errors: Partial<Record<PasswordField, PasswordRule>> = {};
  if (!form.currentPassword) errors.currentPassword = 'currentRequired';
  if (!form.password) errors.password = 'required';
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = 'tooShort';
  if (!form.confirmPassword) errors.confirmPassword = 'confirmRequired';
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'mismatch';
  return errors;
}

/** /account/change-password: the current password, a new one and its confirmation. */
export default function ChangePassword() {
  const { t } = useTranslation('account');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateUser();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const found: Record<string, string> = {};
    for (const [field, rule] of Object.entries(checkPasswords(form))) {
      found[field] = t(`password.rules.${rule}`, { min: MIN_PASSWORD_LENGTH });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ currentPassword: form.currentPassword, password: form.password });
      setForm(EMPTY);
      toast.success(t('password.changed'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(error instanceof Error ? error.message : t('errors.save'));
    }
  };

  const field = (name: PasswordField) => ({
    id: `${ids}-${name}`,
    name,
    type: 'password',
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });

  return (
    <form ref={formRef} className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
      <TextField {...field('currentPassword')} label={t('password.current')} autoComplete="current-password" />
      <TextField
        {...field('password')}
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
      />
      <TextField {...field('confirmPassword')} label={t('password.confirm')} autoComplete="new-password" />
      <div className="account-form__actions">
        <button type="submit" className="button button--secondary" disabled={update.isPending}>
          {update.isPending && <Spinner size="small" label="" />}
          {t('password.submit')}
        </button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { useUpdateUser } from '../../api';
import { FormActions, useAccountForm, type FieldErrors } from '../../components/AccountForm';

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
  const update = useUpdateUser();
  const { formRef, form, setForm, startSubmit, toastFailure, bind } = useAccountForm<PasswordForm>(EMPTY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const [field, rule] of Object.entries(checkPasswords(form))) {
      found[field] = t(`password.rules.${rule}`, { min: MIN_PASSWORD_LENGTH });
    }
    if (!startSubmit(found)) return;
    try {
      await update.mutateAsync({ currentPassword: form.currentPassword, password: form.password });
      setForm(EMPTY);
      toast.success(t('password.changed'));
    } catch (error) {
      toastFailure(error);
    }
  };

  const field = (name: PasswordField) => ({ ...bind(name), type: 'password' });

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
      <FormActions busy={update.isPending} submitLabel={t('password.submit')} />
    </form>
  );
}

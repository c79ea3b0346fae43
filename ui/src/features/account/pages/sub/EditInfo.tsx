import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { useMe, useUpdateUser } from '../../api';
import { FormActions, useAccountForm, type FieldErrors } from '../../components/AccountForm';
import { QueryView } from '../../components/QueryView';
import { changesEmail } from '../../email-change';
import type { User, UserUpdate } from '../../types';

type InfoField = 'firstName' | 'lastName' | 'email' | 'phone' | 'currentPassword';
type InfoForm = Record<InfoField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formOf = (user: User): InfoForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  currentPassword: '',
});

function InfoEditor({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateUser();
  const [saved, setSaved] = useState(user);
  const { formRef, form, setForm, startSubmit, toastFailure, bind } = useAccountForm<InfoForm>(() => formOf(user));
  const newEmail = changesEmail(saved.email, form.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!form.email.trim()) found.email = t('form.emailRequired');
    else if (!EMAIL.test(form.email.trim())) found.email = t('form.emailInvalid');
    if (newEmail && !form.currentPassword) found.currentPassword = t('editInfo.currentPasswordRequired');
    if (!startSubmit(found)) return;
    const changes: UserUpdate = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      ...(newEmail ? { currentPassword: form.currentPassword } : {}),
    };
    try {
      const answer = await update.mutateAsync(changes);
      setSaved(answer);
      setForm(formOf(answer));
      if (newEmail && answer.pendingEmail) {
        toast.success(t('editInfo.confirmationSent', { email: answer.pendingEmail, current: answer.email }), {
          duration: 10_000,
        });
      } else {
        toast.success(t('editInfo.saved'));
      }
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="account-form__row">
        <TextField {...bind('firstName')} label={t('form.firstName')} autoComplete="given-name" maxLength={80} />
        <TextField {...bind('lastName')} label={t('form.lastName')} autoComplete="family-name" maxLength={80} />
      </div>
      <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
      {saved.pendingEmail && (
        <p className="notice" role="status" data-testid="pending-email">
          {t('editInfo.pending', { email: saved.pendingEmail })}
        </p>
      )}
      {newEmail && (
        <TextField
          {...bind('currentPassword')}
          label={t('editInfo.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('editInfo.currentPasswordHint')}
        />
      )}
      <TextField
        {...bind('phone')}
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        optional
        hint={t('form.phoneHint')}
      />
      <FormActions busy={update.isPending} submitLabel={t('form.save')} />
    </form>
  );
}

/** /account/edit-info: name, e-mail and phone, with the server's word on each field. A new e-mail address asks for
 * the current password and waits for the link mailed to it. */
export default function EditInfo() {
  const query = useMe();
  return <QueryView query={query}>{(user) => <InfoEditor user={user} />}</QueryView>;
}

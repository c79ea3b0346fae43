import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { useMe, useUpdateUser } from '../../api';
import { FormActions, useAccountForm, type FieldErrors } from '../../components/AccountForm';
import { QueryView } from '../../components/QueryView';
import type { User } from '../../types';

type InfoField = 'firstName' | 'lastName' | 'email' | 'phone';
type InfoForm = Record<InfoField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InfoEditor({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateUser();
  const { formRef, form, setForm, startSubmit, toastFailure, bind } = useAccountForm<InfoForm>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!form.email.trim()) found.email = t('form.emailRequired');
    else if (!EMAIL.test(form.email.trim())) found.email = t('form.emailInvalid');
    if (!startSubmit(found)) return;
    try {
      const saved = await update.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
      });
      setForm({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone });
      toast.success(t('editInfo.saved'));
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

/** /account/edit-info: name, e-mail and phone, with the server's word on each field. */
export default function EditInfo() {
  const query = useMe();
  return <QueryView query={query}>{(user) => <InfoEditor user={user} />}</QueryView>;
}

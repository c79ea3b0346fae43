import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { fieldErrorsOf, useMe, useUpdateUser } from '../../api';
import { TextField, useFocusFirstError } from '../../components/Field';
import { QueryView } from '../../components/QueryView';
import type { User } from '../../types';

type InfoField = 'firstName' | 'lastName' | 'email' | 'phone';
type InfoForm = Record<InfoField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InfoEditor({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateUser();
  const [form, setForm] = useState<InfoForm>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);

  const change = (field: InfoField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const found: Record<string, string> = {};
    if (!form.email.trim()) found.email = t('form.emailRequired');
    else if (!EMAIL.test(form.email.trim())) found.email = t('form.emailInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(error instanceof Error ? error.message : t('errors.save'));
    }
  };

  const field = (name: InfoField) => ({
    id: `${ids}-${name}`,
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="account-form__row">
        <TextField {...field('firstName')} label={t('form.firstName')} autoComplete="given-name" maxLength={80} />
        <TextField {...field('lastName')} label={t('form.lastName')} autoComplete="family-name" maxLength={80} />
      </div>
      <TextField {...field('email')} label={t('form.email')} type="email" autoComplete="email" required />
      <TextField
        {...field('phone')}
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        optional
        hint={t('form.phoneHint')}
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--secondary" disabled={update.isPending}>
          {update.isPending && <Spinner size="small" label="" />}
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}

/** /account/edit-info: name, e-mail and phone, with the server's word on each field. */
export default function EditInfo() {
  const query = useMe();
  return <QueryView query={query}>{(user) => <InfoEditor user={user} />}</QueryView>;
}

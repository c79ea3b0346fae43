import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { LANGUAGES } from '@/lib/language';
import { useAdminAccess } from '../access';
import { Loaded } from '../components/ListState';
import { formatDateTime } from '../format';
import { changeStaffRole, inviteStaff, removeStaff, staffKeys, useStaffList, type StaffMember } from './api';
import { STAFF_ROLES, isStaffRole, type StaffRole } from './roles';

const firstError = (error: unknown, field: string): string | null => {
  const found = error instanceof ApiError ? error.errors?.[field] : undefined;
  return Array.isArray(found) && typeof found[0] === 'string' ? found[0] : null;
};

function InviteForm() {
  const { t } = useTranslation('admin-staff');
  const language = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const ids = { email: useId(), role: useId(), language: useId() };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [mailLanguage, setMailLanguage] = useState<string>(language);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await inviteStaff(email.trim(), role, mailLanguage, access.token);
      toast.success(t('staff.toast.invited', { email: email.trim() }));
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    } catch (failure) {
      access.deny(failure);
      const message = firstError(failure, 'email') ?? (failure instanceof ApiError && failure.status === 409 ? failure.message : null);
      if (message) setError(message);
      else toast.error(t('staff.toast.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-form admin-staff__invite" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="admin-card__title">{t('staff.invite.title')}</h2>
      <p className="admin-muted">{t('staff.invite.intro')}</p>
      <div className="field">
        <label htmlFor={ids.email}>{t('staff.invite.email')}</label>
        <input
          id={ids.email}
          className="input"
          type="email"
          required
          autoComplete="off"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.email}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && (
          <p className="field__error" id={`${ids.email}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.role}>{t('staff.invite.role')}</label>
        <select id={ids.role} className="input" value={role} onChange={(event) => isStaffRole(event.target.value) && setRole(event.target.value)}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
        <p className="field__hint">{t(`roleHints.${role}`)}</p>
      </div>
      <div className="field">
        <label htmlFor={ids.language}>{t('staff.invite.language')}</label>
        <select id={ids.language} className="input" value={mailLanguage} onChange={(event) => setMailLanguage(event.target.value)}>
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary admin-button" disabled={busy || !email.trim()}>
        {t('staff.invite.send')}
      </button>
    </form>
  );
}

function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation('admin-staff');
  const language = useLanguage();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const roleId = useId();
  const [busy, setBusy] = useState(false);
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    } catch (failure) {
      access.deny(failure);
      toast.error(failure instanceof ApiError && failure.status === 409 ? failure.message : t('staff.toast.failed'));
    } finally {
      setBusy(false);
    }
  };

  const changeRole = (next: string) => {
    if (!isStaffRole(next) || next === member.role) return;
    void run(() => changeStaffRole(member._id, next, access.token), t('staff.toast.roleChanged', { email: member.email }));
  };

  const remove = () => {
    if (!window.confirm(t('staff.confirmRemove', { email: member.email }))) return;
    void run(() => removeStaff(member._id, access.token), t('staff.toast.removed', { email: member.email }));
  };

  return (
    <tr data-testid="staff-row">
      <th scope="row" data-label={t('staff.columns.member')}>
        <span>
          {member.email}
          {name && <span className="admin-muted"> {name}</span>}
          {isSelf && <span className="admin-muted"> {t('staff.you')}</span>}
        </span>
      </th>
      <td data-label={t('staff.columns.role')}>
        {isSelf ? (
          t(`roles.${member.role}`)
        ) : (
          <>
            <label htmlFor={roleId} className="visually-hidden">
              {t('staff.roleOf', { email: member.email })}
            </label>
            <select id={roleId} className="input" value={member.role} disabled={busy} onChange={(event) => changeRole(event.target.value)}>
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </td>
      <td data-label={t('staff.columns.lastSeen')}>
        {member.lastSeenAt ? <time dateTime={member.lastSeenAt}>{formatDateTime(member.lastSeenAt, language)}</time> : t('staff.never')}
      </td>
      <td data-label={t('staff.columns.actions')}>
        {!isSelf && (
          <button type="button" className="button admin-button admin-button--danger" disabled={busy} onClick={remove}>
            {t('staff.remove')} <span className="visually-hidden">{member.email}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * /admin-dash/staff (owners): who is staff in which role, invitations by e-mail, roles changed and access taken
 * away. One's own row cannot be changed here: another owner does that, so the shop always keeps an owner.
 */
export default function StaffPage() {
  const { t } = useTranslation('admin-staff');
  const access = useAdminAccess();
  const list = useStaffList();
  useDocumentTitle(t('staff.title'));

  return (
    <section className="admin-page" aria-labelledby="admin-staff-title">
      <header className="admin-page__header">
        <h1 className="admin-page__title" id="admin-staff-title">
          {t('staff.title')}
        </h1>
        <p className="admin-page__intro">{t('staff.intro')}</p>
      </header>
      <Loaded query={list} data={list.data}>
        {(members) => (
          <table className="admin-table admin-staff">
            <caption className="visually-hidden">{t('staff.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.columns.member')}</th>
                <th scope="col">{t('staff.columns.role')}</th>
                <th scope="col">{t('staff.columns.lastSeen')}</th>
                <th scope="col">{t('staff.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow key={member._id} member={member} isSelf={member.email === access.email} />
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
      <InviteForm />
    </section>
  );
}

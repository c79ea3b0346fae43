import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { useDeleteAccount, useDownloadMyData } from '../api';
import { FormActions, useAccountForm } from './AccountForm';

/** Saves a file the API answered with, under the name it suggests (or ours). */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; a moment later nothing needs it any more.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The confirmation dialog of a deletion: the current password, then the account is gone and the visitor signed out. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const ids = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const { formRef, form, startSubmit, showFailure, errors, bind } = useAccountForm({ currentPassword: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!startSubmit(form.currentPassword ? {} : { currentPassword: t('privacy.deletePasswordRequired') })) return;
    try {
      await remove.mutateAsync(form.currentPassword);
      toast.success(t('privacy.deleted'));
      navigate(paths.home.href(), { replace: true });
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={`${ids}-title`} describedBy={`${ids}-text`}>
      <div className="modal__header">
        <h2 className="modal__title" id={`${ids}-title`}>
          {t('privacy.deleteTitle')}
        </h2>
        <ModalCloseButton label={t('form.cancel')} onClick={onClose} />
      </div>
      <p className="modal__intro" id={`${ids}-text`}>
        {t('privacy.deleteText')}
      </p>
      <form ref={formRef} className="account-form account-privacy__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...bind('currentPassword')}
          label={t('privacy.deletePassword')}
          type="password"
          autoComplete="current-password"
          data-autofocus
        />
        <FormActions busy={remove.isPending} submitLabel={t('privacy.deleteConfirm')} error={errors.form}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}

/** The account page's "Your data": download everything the shop holds, or delete the account. */
export function PrivacyActions() {
  const { t } = useTranslation('account');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const fetchData = async () => {
    try {
      const file = await download.mutateAsync();
      saveFile(file.blob, file.filename ?? t('privacy.filename'));
      toast.success(t('privacy.downloaded'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('privacy.downloadFailed'));
    }
  };

  return (
    <section className="account-card account-privacy" aria-labelledby="account-privacy">
      <h2 id="account-privacy" className="account-card__title">
        {t('privacy.title')}
      </h2>
      <p className="account-card__text">{t('privacy.text')}</p>
      <div className="account-privacy__actions">
        <button
          type="button"
          className="button button--outline"
          onClick={() => void fetchData()}
          disabled={download.isPending}
        >
          {download.isPending && <Spinner size="small" label="" />}
          {t('privacy.download')}
        </button>
        <button type="button" className="button button--ghost account-privacy__delete" onClick={() => setDeleting(true)}>
          {t('privacy.delete')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/**
 * Changes that e-mail the customer ask first: the dialog shows the e-mails as they will be sent (from the server's
 * preview, nothing changed yet), and after the change a notice offers to undo it until its e-mails leave.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { htmlLang } from '@/lib/language';
import { useAdminAccess } from '../access';
import { undoChange, useMailPreview, type HeldChange, type MailedChange, type Undone } from './api';

interface MailConfirmDialogProps {
  orderId: string;
  change: MailedChange;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More of the form above the e-mails (the tracking number of a parcel). */
  children?: ReactNode;
}

export function MailConfirmDialog({ orderId, change, title, confirmLabel, busy = false, onConfirm, onClose, children }: MailConfirmDialogProps) {
  const { t } = useTranslation('admin-staff');
  const titleId = useId();
  const preview = useMailPreview(orderId, change);
  const mails = preview.data?.mails ?? [];
  const seconds = preview.data?.undoSeconds ?? 0;
  const ready = preview.data !== undefined && !preview.isError;

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="admin-mail-dialog">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <ModalCloseButton label={t('mail.close')} onClick={onClose} />
      </div>
      {children}
      <div className="admin-mail-dialog__mails" aria-live="polite" aria-busy={preview.isFetching}>
        {preview.isError ? (
          <p className="notice notice--error" role="alert">
            {t('mail.previewFailed')}
          </p>
        ) : preview.data === undefined ? (
          <p className="admin-muted">{t('mail.loading')}</p>
        ) : mails.length === 0 ? (
          <p>{t('mail.none')}</p>
        ) : (
          <>
            <p>{t('mail.intro')}</p>
            {mails.map((mail, index) => (
              <article key={`${mail.to}-${index}`} className="admin-mail">
                <p className="admin-mail__head">
                  <span>{t('mail.to', { address: mail.to })}</span>
                  <strong>{mail.subject}</strong>
                </p>
                {mail.text === null ? (
                  <p className="admin-muted">{t('mail.giftCard')}</p>
                ) : (
                  <pre className="admin-mail__text" tabIndex={0} aria-label={t('mail.textOf', { address: mail.to })}>
                    {mail.text}
                  </pre>
                )}
              </article>
            ))}
            {seconds > 0 && <p className="admin-muted">{t('mail.undoFor', { seconds })}</p>}
          </>
        )}
      </div>
      <div className="admin-actions admin-mail-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('mail.cancel')}
        </button>
        {/* Focusable from the start (the dialog opens on it); it acts once the e-mail is shown. */}
        <button
          type="button"
          className="button admin-button"
          data-autofocus
          aria-disabled={ready ? undefined : true}
          disabled={busy}
          onClick={() => ready && onConfirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** Whether `held` may still be taken back now (the server refuses from a moment before its e-mails leave). */
const stillHeld = (held: HeldChange | null | undefined): held is HeldChange =>
  held !== null && held !== undefined && Date.parse(held.until) - 2000 > Date.now();

interface HeldChangeNoticeProps {
  orderId: string;
  number: string;
  held: HeldChange | null | undefined;
  onUndone: (undone: Undone) => void;
}

/**
 * "DF-000107 marked sent: the e-mail leaves at 15:31. Undo" while the change may be taken back; it goes away by
 * itself when the e-mail has left. A status region, so a screen reader hears it when it appears.
 */
export function HeldChangeNotice({ orderId, number, held, onUndone }: HeldChangeNoticeProps) {
  const { t } = useTranslation('admin-staff');
  const language = useLanguage();
  const access = useAdminAccess();
  // The `until` of the held change that has lapsed or was taken back: its notice is gone.
  const [gone, setGone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!held) return undefined;
    const timer = window.setTimeout(() => setGone(held.until), Math.max(0, Date.parse(held.until) - 2000 - Date.now()));
    return () => window.clearTimeout(timer);
  }, [held]);
  const open = stillHeld(held) && gone !== held.until;

  const undo = async () => {
    setBusy(true);
    try {
      const undone = await undoChange(orderId, access.token);
      toast.success(undone.message);
      if (held) setGone(held.until);
      onUndone(undone);
    } catch (error) {
      access.deny(error);
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : t('mail.undoFailed'));
      if (error instanceof ApiError && error.status === 409 && held) setGone(held.until);
    } finally {
      setBusy(false);
    }
  };

  if (!open || !held) return <div role="status" className="visually-hidden" />;
  const time = new Intl.DateTimeFormat(htmlLang(language), { timeStyle: 'medium' }).format(new Date(held.until));
  return (
    <div role="status" className="notice admin-held">
      <p>{t(held.change === 'Sent' ? 'mail.heldSent' : 'mail.heldPaid', { number, time })}</p>
      <button type="button" className="button admin-button" disabled={busy} onClick={() => void undo()}>
        {t('mail.undo')} <span className="visually-hidden">{number}</span>
      </button>
    </div>
  );
}

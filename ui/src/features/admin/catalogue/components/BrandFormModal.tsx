import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { createBrand, removeBrandLogo, updateBrand, uploadBrandLogo } from '../category-api';
import { brandBody, isSlug, MAX_BRAND_NAME, MAX_BRAND_SLUG } from '../category-tree';
import type { AdminBrand } from '../category-types';
import { messageOf } from '../errors';
import { serverFieldErrors, type FormErrors } from '../product-form';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { PictureField } from './PictureField';

interface BrandFormModalProps {
  /** The brand to edit, or null for a new one. */
  brand: AdminBrand | null;
  onClose: () => void;
  onSaved: (brand: AdminBrand) => void;
}

/** Add or edit a brand: its name, slug (its page's address) and logo. */
export function BrandFormModal({ brand, onClose, onSaved }: BrandFormModalProps) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const titleId = useId();
  const [name, setName] = useState(brand?.name ?? '');
  const [slug, setSlug] = useState(brand?.slug ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // A new brand saved whose logo then failed: saving again changes it instead of adding another.
  const [created, setCreated] = useState<AdminBrand | null>(null);
  const current = brand ?? created;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: FormErrors = {};
    if (!name.trim()) local.name = t('errors.required');
    if ((slug.trim() || current) && !isSlug(slug.trim())) local.slug = t('tree.slugInvalid');
    setErrors(local);
    setMessage(Object.keys(local).length ? t('form.fixErrors') : null);
    if (Object.keys(local).length) return;

    setSaving(true);
    try {
      const body = brandBody(current, name, slug);
      let saved = current ? await updateBrand(current._id, body, token) : await createBrand(body, token);
      if (!current) {
        const made = saved;
        setCreated(made);
        setSlug(made.slug);
      }
      if (file) {
        setProgress(0);
        saved = await uploadBrandLogo(saved._id, file, { token, onProgress: setProgress });
      } else if (removeLogo && saved.logo) {
        saved = await removeBrandLogo(saved._id, token);
      }
      toast.success(brand ? t('brands.saved') : t('brands.created'));
      onSaved(saved);
    } catch (failure) {
      deny(failure);
      setErrors(serverFieldErrors(failure));
      const text = messageOf(failure, t('brands.saveFailed'));
      setMessage(text);
      toast.error(text);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="ac-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {brand ? t('brands.editTitle', { name: brand.name }) : t('brands.newTitle')}
        </h2>
        <ModalCloseButton label={t('actions.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="ac-brand-name"
          label={t('brands.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={MAX_BRAND_NAME}
          autoComplete="off"
          error={errors.name}
          announce={false}
        />
        <TextField
          id="ac-brand-slug"
          label={t('brands.slug')}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          optional={!current}
          maxLength={MAX_BRAND_SLUG}
          spellCheck={false}
          autoComplete="off"
          hint={current ? t('brands.slugChangeHint') : t('brands.slugNewHint')}
          error={errors.slug}
          announce={false}
        />
        <PictureField
          id="ac-brand-logo"
          label={current?.logo ? t('brands.replaceLogo') : t('brands.logo')}
          hint={t('brands.logoHint')}
          current={current?.logo ?? null}
          currentAlt={t('brands.currentLogo')}
          removeLabel={t('brands.removeLogo')}
          remove={removeLogo}
          onRemoveChange={setRemoveLogo}
          onFile={setFile}
          error={errors.image}
        />
        {progress !== null && (
          <div className="ac-progress">
            <Spinner size="small" label={t('images.uploading')} />
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('images.uploading')} />
          </div>
        )}
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        <div className="ac-form__actions">
          <button type="button" className="button button--ghost ac-button--plain" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="button button--secondary" disabled={saving}>
            {saving && <Spinner size="small" label={t('status.saving')} />}
            {brand ? t('actions.save') : t('actions.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

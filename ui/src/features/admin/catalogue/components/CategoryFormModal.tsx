import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { LANGUAGES, type Language } from '@/lib/language';
import { createCategory, removeCategoryImage, updateCategory, uploadCategoryImage } from '../category-api';
import {
  categoryLabel,
  createBody,
  isSlug,
  MAX_CATEGORY_SLUG,
  MAX_LINK,
  NAME_LIMITS,
  shownEnglish,
  updateBody,
  type CategoryFormValues,
} from '../category-tree';
import type { AdminCategory } from '../category-types';
import { messageOf } from '../errors';
import { serverFieldErrors, type FormErrors } from '../product-form';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { PictureField } from './PictureField';

export type CategoryFormTarget = { kind: 'edit'; category: AdminCategory } | { kind: 'create'; parent: AdminCategory };

interface CategoryFormModalProps {
  target: CategoryFormTarget;
  onClose: () => void;
  onSaved: (category: AdminCategory) => void;
}

const initialValues = (target: CategoryFormTarget): CategoryFormValues => {
  if (target.kind === 'create') return { names: { en: '', ua: '', pl: '', ru: '', de: '' }, slug: '', link: '' };
  const { names, slug, link } = target.category;
  return { names: { ...names }, slug, link: link ?? '' };
};

/**
 * Add a subcategory or edit a category: its name in five languages (the English and Ukrainian ones are the two
 * parts of the stored name), its slug, an optional menu link and its picture.
 */
export function CategoryFormModal({ target, onClose, onSaved }: CategoryFormModalProps) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const titleId = useId();
  const [values, setValues] = useState<CategoryFormValues>(() => initialValues(target));
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // A new subcategory saved whose picture then failed: saving again changes it instead of adding another.
  const [created, setCreated] = useState<AdminCategory | null>(null);
  const existing = target.kind === 'edit' ? target.category : created;
  const slugFixed = target.kind === 'edit' && target.category.level === 1;

  const setName = (language: Language, value: string) =>
    setValues((previous) => ({ ...previous, names: { ...previous.names, [language]: value } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: FormErrors = {};
    if (!values.names.en.trim()) local['names.en'] = t('errors.required');
    const slug = values.slug.trim();
    if (!slugFixed && (slug || existing) && !isSlug(slug)) local.slug = t('tree.slugInvalid');
    setErrors(local);
    setMessage(Object.keys(local).length ? t('form.fixErrors') : null);
    if (Object.keys(local).length) return;

    setSaving(true);
    try {
      let saved = existing
        ? await updateCategory(existing._id, updateBody(existing, values), token)
        : await createCategory(createBody(target.kind === 'create' ? target.parent._id : '', values), token);
      if (!existing) {
        const made = saved;
        setCreated(made);
        setValues((previous) => ({ ...previous, slug: made.slug }));
      }
      if (file) {
        setProgress(0);
        saved = await uploadCategoryImage(saved._id, file, { token, onProgress: setProgress });
      } else if (removeImage && saved.image) {
        saved = await removeCategoryImage(saved._id, token);
      }
      toast.success(target.kind === 'edit' ? t('tree.saved') : t('tree.created'));
      onSaved(saved);
    } catch (failure) {
      deny(failure);
      setErrors(serverFieldErrors(failure));
      const text = messageOf(failure, t('tree.saveFailed'));
      setMessage(text);
      toast.error(text);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const id = (field: string) => `ac-category-${field}`;
  const nameHint = (language: Language) => {
    if (language === 'en') return t('tree.nameEnHint', { shown: shownEnglish(values.names.en) || '—' });
    return language === 'ua' ? t('tree.nameUaHint') : t('tree.nameOtherHint');
  };
  const slugHint = slugFixed ? t('tree.slugFixed') : existing ? t('tree.slugChangeHint') : t('tree.slugNewHint');

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="ac-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {target.kind === 'create'
            ? t('tree.newTitle', { parent: categoryLabel(target.parent) })
            : t('tree.editTitle', { name: categoryLabel(target.category) })}
        </h2>
        <ModalCloseButton label={t('actions.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="ac-fieldset ac-translations">
          <legend className="ac-fieldset__legend">{t('tree.names')}</legend>
          {LANGUAGES.map((language) => (
            <TextField
              key={language}
              id={id(`name-${language}`)}
              label={t(`languages.${language}`)}
              lang={language === 'ua' ? 'uk' : language}
              value={values.names[language]}
              onChange={(event) => setName(language, event.target.value)}
              required={language === 'en'}
              optional={language !== 'en'}
              maxLength={NAME_LIMITS[language]}
              hint={nameHint(language)}
              error={errors[`names.${language}`]}
              announce={false}
            />
          ))}
        </fieldset>
        <TextField
          id={id('slug')}
          label={t('tree.slug')}
          value={values.slug}
          onChange={(event) => setValues((previous) => ({ ...previous, slug: event.target.value }))}
          readOnly={slugFixed}
          optional={!existing}
          maxLength={MAX_CATEGORY_SLUG}
          spellCheck={false}
          autoComplete="off"
          hint={slugHint}
          error={errors.slug}
          announce={false}
        />
        <TextField
          id={id('link')}
          label={t('tree.link')}
          value={values.link}
          onChange={(event) => setValues((previous) => ({ ...previous, link: event.target.value }))}
          optional
          maxLength={MAX_LINK}
          spellCheck={false}
          hint={t('tree.linkHint')}
          error={errors.link}
          announce={false}
        />
        <PictureField
          id={id('image')}
          label={existing?.image ? t('tree.replaceImage') : t('tree.image')}
          hint={t('tree.imageHint')}
          current={existing?.image ?? null}
          currentAlt={t('tree.currentImage')}
          removeLabel={t('tree.removeImage')}
          remove={removeImage}
          onRemoveChange={setRemoveImage}
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
            {target.kind === 'edit' ? t('actions.save') : t('actions.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

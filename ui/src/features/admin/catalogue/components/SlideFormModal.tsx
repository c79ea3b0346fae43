import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { LANGUAGES, type Language } from '@/lib/language';
import { createSlide, updateSlide, uploadSlideImage } from '../api';
import { messageOf } from '../errors';
import { serverFieldErrors, type FormErrors } from '../product-form';
import type { Slide, SlideInput, Translations } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { CheckboxField } from './CheckboxField';
import { IMAGE_TYPES } from './ImageManager';
import { TranslationInputs } from './TranslationInputs';

interface SlideFormModalProps {
  /** The slide to edit, or null for a new one. */
  slide: Slide | null;
  onClose: () => void;
  onSaved: (slide: Slide) => void;
}

/** The server requires these titles (the shop falls back to English for the others). */
const REQUIRED_TITLES: readonly Language[] = ['en', 'ua'];

const translationsOf = (values: Partial<Translations>): Translations => {
  const result = { en: '', ua: '', pl: '', ru: '', de: '' };
  for (const language of LANGUAGES) result[language] = values[language] ?? '';
  return result;
};

/** Create or edit a slide: titles in five languages, its link, whether it shows, and its image. */
export function SlideFormModal({ slide, onClose, onSaved }: SlideFormModalProps) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const [titles, setTitles] = useState<Translations>(() => translationsOf(slide?.titles ?? {}));
  const [link, setLink] = useState(slide?.link ?? '/');
  const [isActive, setActive] = useState(slide?.isActive ?? true);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  // A new slide that was created but whose image failed: saving again updates it instead of making another.
  const [created, setCreated] = useState<Slide | null>(null);
  const current = slide ?? created;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: FormErrors = {};
    for (const language of REQUIRED_TITLES) if (!titles[language].trim()) local[`titles.${language}`] = t('errors.required');
    if (!link.trim()) local.link = t('errors.required');
    if (!current && !file) local.image = t('slides.imageRequired');
    setErrors(local);
    setMessage(Object.keys(local).length ? t('form.fixErrors') : null);
    if (Object.keys(local).length) return;

    const input: SlideInput = {
      titles: Object.fromEntries(LANGUAGES.map((language) => [language, titles[language].trim()])) as Translations,
      link: link.trim(),
      isActive,
    };
    setSaving(true);
    try {
      let saved = current ? await updateSlide(current._id, input, token) : await createSlide(input, token);
      if (!current) setCreated(saved);
      if (file) {
        setProgress(0);
        saved = await uploadSlideImage(saved._id, file, { token, onProgress: setProgress });
      }
      toast.success(slide ? t('slides.saved') : t('slides.created'));
      onSaved(saved);
    } catch (failure) {
      deny(failure);
      const fieldErrors = serverFieldErrors(failure);
      setErrors(fieldErrors);
      const text = messageOf(failure, t('slides.saveFailed'));
      setMessage(text);
      toast.error(text);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const titleErrors: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const error = errors[`titles.${language}`];
    if (error) titleErrors[language] = error;
  }

  return (
    <Modal open onClose={onClose} labelledBy="ac-slide-title" className="ac-modal">
      <div className="modal__header">
        <h2 id="ac-slide-title" className="modal__title">
          {slide ? t('slides.editTitle') : t('slides.newTitle')}
        </h2>
        <ModalCloseButton label={t('actions.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <TranslationInputs
          id="ac-slide-title-input"
          legend={t('slides.titles')}
          values={titles}
          onChange={(language, value) => setTitles((previous) => ({ ...previous, [language]: value }))}
          required={REQUIRED_TITLES}
          errors={titleErrors}
          maxLength={160}
        />
        <TextField
          id="ac-slide-link"
          label={t('slides.link')}
          hint={t('slides.linkHint')}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          required
          error={errors.link}
          maxLength={255}
        />
        <CheckboxField id="ac-slide-active" label={t('slides.active')} checked={isActive} onChange={setActive} error={errors.isActive} />
        <div className="field">
          <label className="field__label" htmlFor="ac-slide-image">
            {current ? t('slides.replaceImage') : t('slides.image')}
          </label>
          {current?.image && <img className="ac-slide-preview" src={current.image} alt={t('slides.currentImage')} />}
          <input
            id="ac-slide-image"
            type="file"
            accept={IMAGE_TYPES}
            className="ac-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? 'ac-slide-image-error' : undefined}
          />
          {errors.image && (
            <p className="field__error" id="ac-slide-image-error">
              {errors.image}
            </p>
          )}
        </div>
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
            {slide ? t('actions.save') : t('actions.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

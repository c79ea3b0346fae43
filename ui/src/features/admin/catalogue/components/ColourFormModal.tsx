import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { LANGUAGES, type Language } from '@/lib/language';
import { createColour, updateColour } from '../api';
import { messageOf } from '../errors';
import { serverFieldErrors, type FormErrors } from '../product-form';
import { isHex, normaliseHex } from '../colour';
import type { CatalogueOptions, Colour, ColourInput, Translations } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { TranslationInputs } from './TranslationInputs';

interface ColourFormModalProps {
  colour: Colour | null;
  brands: CatalogueOptions['brands'];
  onClose: () => void;
  onSaved: (colour: Colour) => void;
}

/** Create or edit a colour: names in five languages, its hex value (picker and text) and its brand. */
export function ColourFormModal({ colour, brands, onClose, onSaved }: ColourFormModalProps) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const [names, setNames] = useState<Translations>(() => {
    const result = { en: '', ua: '', pl: '', ru: '', de: '' };
    for (const language of LANGUAGES) result[language] = colour?.names[language] ?? '';
    return result;
  });
  const [hex, setHex] = useState(colour?.hex ?? '#000000');
  const [brandId, setBrandId] = useState(colour?.brandId ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: FormErrors = {};
    if (!names.en.trim()) local['names.en'] = t('errors.required');
    if (!isHex(hex)) local.hex = t('colours.hexInvalid');
    setErrors(local);
    setMessage(Object.keys(local).length ? t('form.fixErrors') : null);
    if (Object.keys(local).length) return;

    const input: ColourInput = {
      names: Object.fromEntries(LANGUAGES.map((language) => [language, names[language].trim()])) as Translations,
      hex: normaliseHex(hex),
      brandId: brandId || null,
    };
    setSaving(true);
    try {
      const saved = colour ? await updateColour(colour._id, input, token) : await createColour(input, token);
      toast.success(colour ? t('colours.saved') : t('colours.created'));
      onSaved(saved);
    } catch (failure) {
      deny(failure);
      setErrors(serverFieldErrors(failure));
      const text = messageOf(failure, t('colours.saveFailed'));
      setMessage(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  };

  const nameErrors: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const error = errors[`names.${language}`];
    if (error) nameErrors[language] = error;
  }
  const hexError = errors.hex;

  return (
    <Modal open onClose={onClose} labelledBy="ac-colour-title" className="ac-modal">
      <div className="modal__header">
        <h2 id="ac-colour-title" className="modal__title">
          {colour ? t('colours.editTitle') : t('colours.newTitle')}
        </h2>
        <ModalCloseButton label={t('actions.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <TranslationInputs
          id="ac-colour-name"
          legend={t('colours.names')}
          values={names}
          onChange={(language, value) => setNames((previous) => ({ ...previous, [language]: value }))}
          required={['en']}
          errors={nameErrors}
          maxLength={80}
        />
        <fieldset className="ac-fieldset">
          <legend className="ac-fieldset__legend">{t('colours.hex')}</legend>
          <div className="ac-hex">
            <div className="ac-hex__picker">
              <label className="field__label" htmlFor="ac-colour-picker">
                {t('colours.picker')}
              </label>
              <input
                id="ac-colour-picker"
                type="color"
                value={isHex(hex) ? normaliseHex(hex) : '#000000'}
                onChange={(event) => setHex(event.target.value.toUpperCase())}
              />
            </div>
            <div className="field ac-hex__text">
              <label className="field__label" htmlFor="ac-colour-hex">
                {t('colours.hexCode')}
              </label>
              <input
                id="ac-colour-hex"
                className="field__input"
                value={hex}
                onChange={(event) => setHex(event.target.value)}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={hexError ? true : undefined}
                aria-describedby={hexError ? 'ac-colour-hex-hint ac-colour-hex-error' : 'ac-colour-hex-hint'}
              />
              <p className="field__hint" id="ac-colour-hex-hint">
                {t('colours.hexHint')}
              </p>
              {hexError && (
                <p className="field__error" id="ac-colour-hex-error">
                  {hexError}
                </p>
              )}
            </div>
          </div>
        </fieldset>
        <SelectField
          id="ac-colour-brand"
          label={t('colours.brand')}
          value={brandId}
          onChange={(event) => setBrandId(event.target.value)}
          error={errors.brandId}
        >
          <option value="">{t('form.none')}</option>
          {brands.map((brand) => (
            <option key={brand._id} value={brand._id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
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
            {colour ? t('actions.save') : t('actions.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

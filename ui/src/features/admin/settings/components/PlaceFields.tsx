import { useTranslation } from 'react-i18next';
import { CountryField, TextField } from '@/components/Field';
import { LANGUAGES, type Language } from '@/lib/language';
import { LanguageTabs } from '../../catalogue/components/LanguageTabs';
import { countryNames, LIMITS } from '../settings-form';
import type { Place, PlaceKey, Texts } from '../types';
import { fieldId, HoursEditor } from './HoursEditor';

type TextKey = 'street' | 'city' | 'country' | 'hoursNote' | 'note';

const TEXTS: { key: TextKey; max: number; required: boolean; hint?: 'hoursNoteHint' | 'noteHint' }[] = [
  { key: 'street', max: LIMITS.street, required: true },
  { key: 'city', max: LIMITS.city, required: true },
  { key: 'country', max: LIMITS.city, required: true },
  { key: 'hoursNote', max: LIMITS.note, required: false, hint: 'hoursNoteHint' },
  { key: 'note', max: LIMITS.note, required: false, hint: 'noteHint' },
];

interface PlaceFieldsProps {
  placeKey: PlaceKey;
  place: Place;
  onChange: (place: Place) => void;
  errorOf: (path: string) => string | undefined;
  language: Language;
  onLanguage: (language: Language) => void;
}

const sameTexts = (a: Texts, b: Texts) => LANGUAGES.every((language) => (a[language] ?? '') === (b[language] ?? ''));

/** An address with its opening hours: the texts shoppers read in a tab per language, then postcode, country, hours. */
export function PlaceFields({ placeKey, place, onChange, errorOf, language, onLanguage }: PlaceFieldsProps) {
  const { t } = useTranslation('admin-settings');
  const path = (key: string) => `${placeKey}.${key}`;
  const invalid = LANGUAGES.filter((lng) => TEXTS.some(({ key }) => errorOf(path(`${key}.${lng}`))));

  const setText = (key: TextKey, lng: Language, value: string) =>
    onChange({ ...place, [key]: { ...place[key], [lng]: value } });

  const setCountry = (code: string) => {
    // The names follow the country unless staff wrote their own.
    const untouched = !LANGUAGES.some((lng) => place.country[lng]) || sameTexts(place.country, countryNames(place.countryCode));
    onChange({ ...place, countryCode: code, country: untouched && code ? countryNames(code) : place.country });
  };

  return (
    <div className="as-place">
      <LanguageTabs id={fieldId(path('texts'))} label={t('fields.texts')} selected={language} onSelect={onLanguage} invalid={invalid}>
        {(lng) => (
          <div className="ac-form__grid">
            {TEXTS.map(({ key, max, required, hint }) => {
              const mandatory = required && lng === 'en';
              return (
                <TextField
                  key={key}
                  id={fieldId(path(`${key}.${lng}`))}
                  lang={lng === 'ua' ? 'uk' : lng}
                  label={t(`fields.${key}`)}
                  hint={hint ? t(`fields.${hint}`) : lng === 'en' ? undefined : t('fields.fallback')}
                  value={place[key][lng] ?? ''}
                  onChange={(event) => setText(key, lng, event.target.value)}
                  maxLength={max}
                  required={mandatory}
                  optional={!mandatory}
                  announce={false}
                  error={errorOf(path(`${key}.${lng}`))}
                />
              );
            })}
          </div>
        )}
      </LanguageTabs>
      <div className="ac-form__grid">
        <TextField
          id={fieldId(path('postcode'))}
          label={t('fields.postcode')}
          value={place.postcode}
          onChange={(event) => onChange({ ...place, postcode: event.target.value })}
          maxLength={LIMITS.postcode}
          autoComplete="off"
          optional
          announce={false}
          error={errorOf(path('postcode'))}
        />
        <CountryField
          id={fieldId(path('countryCode'))}
          label={t('fields.countryCode')}
          emptyOption={t('fields.chooseCountry')}
          value={place.countryCode}
          onChange={(event) => setCountry(event.target.value)}
          required
          announce={false}
          error={errorOf(path('countryCode'))}
        />
      </div>
      <HoursEditor path={path('hours')} hours={place.hours} onChange={(hours) => onChange({ ...place, hours })} errorOf={errorOf} />
    </div>
  );
}

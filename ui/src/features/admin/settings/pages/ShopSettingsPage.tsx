import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { LANGUAGES, type Language } from '@/lib/language';
import { useAdminAccess } from '../../access';
import { messageOf } from '../../catalogue/errors';
import { saveShopSettings, settingsKeys, useShopSettings } from '../api';
import { fieldId } from '../components/HoursEditor';
import { PlaceFields } from '../components/PlaceFields';
import { e164Of, LIMITS, serverErrors, settingsRequest, validateSettings, type SettingsErrors } from '../settings-form';
import { NETWORKS, type Place, type PlaceKey, type ShopSettings } from '../types';

const PLACES: PlaceKey[] = ['shop', 'pickup'];

/**
 * /admin-dash/settings: the shop's own details, which the storefront, checkout, every e-mail, the invoices and the
 * structured data show. Saved whole; the form checks the server's rules first and shows its answer beside the fields.
 */
export default function ShopSettingsPage() {
  const { t } = useTranslation('admin-settings');
  const { token, deny } = useAdminAccess();
  const client = useQueryClient();
  const settings = useShopSettings();
  useDocumentTitle(t('pageTitle'));
  // Only what staff changed is local; until then the form shows the server's document.
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const [local, setLocal] = useState<SettingsErrors>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [languages, setLanguages] = useState<Record<PlaceKey, Language>>({ shop: 'en', pickup: 'en' });
  // Whether the number for calls follows the phone shown: until staff type one of their own (null: not known yet, so
  // it follows when the saved one is the shown one's).
  const [e164Follows, setE164Follows] = useState<boolean | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const values = draft ?? settings.data;

  const errorOf = (path: string): string | undefined => {
    if (server[path]) return server[path];
    const broken = local[path];
    return broken ? t(`errors.${broken.rule}`, { max: broken.max }) : undefined;
  };

  if (settings.isPending) {
    return (
      <div className="ac-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (settings.isError || !values) {
    return (
      <p className="notice notice--error" role="alert">
        {messageOf(settings.error, t('loadFailed'))}
      </p>
    );
  }

  const edit = (change: (current: ShopSettings) => ShopSettings, ...paths: string[]) => {
    setDraft(change(values));
    if (paths.length > 0) {
      const stale = (key: string) => paths.some((path) => key === path || key.startsWith(`${path}.`));
      setLocal((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !stale(key))));
      setServer((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !stale(key))));
    }
  };

  const text = (path: 'legalName' | 'tradingName' | 'email', label: string, max: number, extra: object = {}) => (
    <TextField
      id={fieldId(path)}
      label={label}
      value={values[path]}
      onChange={(event) => edit((current) => ({ ...current, [path]: event.target.value }), path)}
      maxLength={max}
      required
      announce={false}
      error={errorOf(path)}
      {...extra}
    />
  );

  const setDisplay = (display: string) => {
    const { phone } = values;
    const follows = e164Follows ?? (!phone.e164 || phone.e164 === e164Of(phone.display));
    setE164Follows(follows);
    edit((current) => ({ ...current, phone: { display, e164: follows ? (e164Of(display) ?? '') : current.phone.e164 } }), 'phone');
  };

  const bankField = (key: keyof ShopSettings['bank'], max: number, extra: object = {}) => (
    <TextField
      id={fieldId(`bank.${key}`)}
      label={t(`fields.${key}`)}
      value={values.bank[key]}
      onChange={(event) => edit((current) => ({ ...current, bank: { ...current.bank, [key]: event.target.value } }), `bank.${key}`)}
      maxLength={max}
      autoComplete="off"
      announce={false}
      error={errorOf(`bank.${key}`)}
      {...extra}
    />
  );

  // After a refused save: each place's tab shows a language with an error (unless its current one has one), then
  // the first field at fault takes the focus once it is drawn.
  const refused = (paths: string[]) => {
    setLanguages((current) => {
      const next = { ...current };
      for (const key of PLACES) {
        const broken = (lng: Language) => paths.some((path) => path.startsWith(`${key}.`) && path.endsWith(`.${lng}`));
        const first = LANGUAGES.find(broken);
        if (first && !broken(current[key])) next[key] = first;
      }
      return next;
    });
    window.setTimeout(() => {
      const fields = form.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
      [...fields].find((field) => field.closest('[hidden]') === null)?.focus();
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateSettings(values);
    setLocal(problems);
    setServer({});
    if (Object.keys(problems).length > 0) {
      setSummary(t('errors.summary'));
      toast.error(t('errors.summary'));
      refused(Object.keys(problems));
      return;
    }
    setSummary(null);
    setSaving(true);
    try {
      const saved = await saveShopSettings(settingsRequest(values), token);
      client.setQueryData(settingsKeys.settings(), saved);
      setDraft(null);
      toast.success(t('saved'));
    } catch (failure) {
      deny(failure);
      const fields = serverErrors(failure);
      setServer(fields);
      const message = messageOf(failure, t('saveFailed'));
      setSummary(Object.keys(fields).length > 0 ? t('errors.summary') : message);
      toast.error(message);
      refused(Object.keys(fields));
    } finally {
      setSaving(false);
    }
  };

  const place = (key: PlaceKey) => (
    <section className="as-section" aria-labelledby={`settings-${key}-title`}>
      <h2 className="as-section__title" id={`settings-${key}-title`}>
        {t(`sections.${key}`)}
      </h2>
      <p className="ac-hint">{t(`sections.${key}Hint`)}</p>
      <PlaceFields
        placeKey={key}
        place={values[key]}
        onChange={(next: Place) => edit((current) => ({ ...current, [key]: next }), key)}
        errorOf={errorOf}
        language={languages[key]}
        onLanguage={(language) => setLanguages((current) => ({ ...current, [key]: language }))}
      />
    </section>
  );

  return (
    <div className="ac-page as-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('pageTitle')}</h1>
      </header>
      <p className="ac-hint">{t('intro')}</p>

      <form ref={form} className="as-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('pageTitle')}>
        {summary && (
          <p className="notice notice--error" role="alert">
            {summary}
          </p>
        )}

        <section className="as-section" aria-labelledby="settings-business-title">
          <h2 className="as-section__title" id="settings-business-title">
            {t('sections.business')}
          </h2>
          <div className="ac-form__grid">
            {text('tradingName', t('fields.tradingName'), LIMITS.name, { hint: t('fields.tradingNameHint') })}
            {text('legalName', t('fields.legalName'), LIMITS.name, { hint: t('fields.legalNameHint') })}
            {text('email', t('fields.email'), LIMITS.email, { type: 'email', autoComplete: 'off' })}
            <TextField
              id={fieldId('phone.display')}
              type="tel"
              label={t('fields.phone')}
              value={values.phone.display}
              onChange={(event) => setDisplay(event.target.value)}
              required
              announce={false}
              error={errorOf('phone.display')}
            />
            <TextField
              id={fieldId('phone.e164')}
              type="tel"
              label={t('fields.e164')}
              hint={t('fields.e164Hint')}
              value={values.phone.e164}
              onChange={(event) => {
                setE164Follows(false);
                edit((current) => ({ ...current, phone: { ...current.phone, e164: event.target.value } }), 'phone.e164');
              }}
              maxLength={16}
              required
              announce={false}
              error={errorOf('phone.e164')}
            />
          </div>
        </section>

        {place('shop')}
        {place('pickup')}

        <section className="as-section" aria-labelledby="settings-bank-title">
          <h2 className="as-section__title" id="settings-bank-title">
            {t('sections.bank')}
          </h2>
          <p className="ac-hint">{t('sections.bankHint')}</p>
          <div className="ac-form__grid">
            {bankField('recipient', LIMITS.name, { required: true })}
            {bankField('iban', 42, { required: true, spellCheck: false })}
            {bankField('bankName', LIMITS.bankName, { required: true })}
            {bankField('bic', 11, { optional: true, spellCheck: false })}
            {bankField('recipientCode', 12, { optional: true, inputMode: 'numeric' })}
          </div>
        </section>

        <section className="as-section" aria-labelledby="settings-social-title">
          <h2 className="as-section__title" id="settings-social-title">
            {t('sections.social')}
          </h2>
          <p className="ac-hint">{t('sections.socialHint')}</p>
          <div className="ac-form__grid">
            {NETWORKS.map((network) => (
              <TextField
                key={network}
                id={fieldId(`social.${network}`)}
                type="url"
                label={t(`networks.${network}`)}
                value={values.social[network] ?? ''}
                onChange={(event) =>
                  edit((current) => ({ ...current, social: { ...current.social, [network]: event.target.value } }), `social.${network}`)
                }
                maxLength={LIMITS.link}
                placeholder="https://"
                optional
                announce={false}
                error={errorOf(`social.${network}`)}
              />
            ))}
          </div>
        </section>

        <div className="ac-form__actions as-form__actions">
          {draft && <p className="ac-hint as-form__unsaved">{t('unsaved')}</p>}
          <button type="submit" className="button button--accent" disabled={saving}>
            {saving && <Spinner size="small" label={t('saving')} />}
            {t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}

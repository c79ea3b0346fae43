import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { CheckboxField } from './CheckboxField';
import { SelectField, TextAreaField, TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { convert, formatMinor, formatMoney, toMinor } from '@/features/currency';
import { LANGUAGES, type Language } from '@/lib/language';
import {
  catalogueKeys,
  createProduct,
  updateProduct,
  uploadProductImage,
  useCatalogueOptions,
  useCurrencies,
  useProduct,
  useRefresh,
} from '../api';
import { messageOf } from '../errors';
import { useBodyScrollLock } from '../hooks';
import {
  changedFields,
  chooseLevel,
  colourGroups,
  emptyForm,
  formFromProduct,
  isAmountText,
  levelOptions,
  MINIMUMS,
  OWN_PRICE_CURRENCIES,
  perTenth,
  pricedPerMetre,
  REQUIRED_LANGUAGES,
  serverFieldErrors,
  toInput,
  validateForm,
  withMinimum,
  type FormErrors,
  type OwnPriceCurrency,
  type ProductForm,
} from '../product-form';
import type { AdminProduct, CatalogueOptions, MainCategory } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { IMAGE_TYPES, ImageManager, MAX_IMAGES } from './ImageManager';
import { ProductHistory } from './ProductHistory';
import { LanguageTabs } from './LanguageTabs';

/** `?edit=new` opens the modal for a new product. */
export const NEW_PRODUCT = 'new';

interface ProductEditModalProps {
  /** The product's _id, NEW_PRODUCT, or null when closed. */
  target: string | null;
  /** A new product starts in the list's category. */
  category: MainCategory | null;
  onClose: () => void;
  /** A new product was saved: the modal goes on editing it (its images can be added now). */
  onCreated: (product: AdminProduct) => void;
}

/**
 * The edit-product modal (SPEC sections 2 and 4): closed -> open -> closed. It opens with the product's info
 * as the server has it now, locks the page's scroll while open and gives the previous setting back on close;
 * closing drops the form (the next product never shows this one's data).
 */
export function ProductEditModal({ target, category, onClose, onCreated }: ProductEditModalProps) {
  useBodyScrollLock(target !== null);
  return (
    <Modal open={target !== null} onClose={onClose} labelledBy="ac-product-title" className="ac-modal ac-modal--wide">
      {target !== null &&
        (target === NEW_PRODUCT ? (
          <EditorWithOptions key={NEW_PRODUCT} product={null} category={category} onClose={onClose} onCreated={onCreated} />
        ) : (
          <ExistingProduct key={target} id={target} onClose={onClose} onCreated={onCreated} />
        ))}
    </Modal>
  );
}

function ModalFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <>
      <div className="modal__header">
        <h2 id="ac-product-title" className="modal__title">
          {title}
        </h2>
        <ModalCloseButton label={t('actions.close')} onClick={onClose} />
      </div>
      {children}
    </>
  );
}

function ExistingProduct({ id, onClose, onCreated }: { id: string; onClose: () => void; onCreated: ProductEditModalProps['onCreated'] }) {
  const { t } = useTranslation('admin-catalogue');
  const product = useProduct(id);
  if (product.data) {
    return <EditorWithOptions key={product.data._id} product={product.data} category={null} onClose={onClose} onCreated={onCreated} />;
  }
  return (
    <ModalFrame title={t('product.editTitle')} onClose={onClose}>
      {product.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(product.error, t('product.loadFailed'))}
        </p>
      ) : (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      )}
    </ModalFrame>
  );
}

interface EditorProps {
  product: AdminProduct | null;
  category: MainCategory | null;
  onClose: () => void;
  onCreated: ProductEditModalProps['onCreated'];
}

function EditorWithOptions(props: EditorProps) {
  const { t } = useTranslation('admin-catalogue');
  const options = useCatalogueOptions();
  if (options.data) return <ProductEditor {...props} options={options.data} />;
  return (
    <ModalFrame title={props.product ? t('product.editTitle') : t('product.newTitle')} onClose={props.onClose}>
      {options.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(options.error, t('product.optionsFailed'))}
        </p>
      ) : (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      )}
    </ModalFrame>
  );
}

const LEVELS = [0, 1, 2, 3] as const;
const CATEGORY_FIELDS = ['category1', 'category2', 'category3', 'category4'] as const;

function ProductEditor({ product: opened, category, options, onClose, onCreated }: EditorProps & { options: CatalogueOptions }) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const refresh = useRefresh();
  const [product, setProduct] = useState<AdminProduct | null>(opened);
  const [initial, setInitial] = useState<ProductForm>(() =>
    opened ? formFromProduct(opened) : emptyForm({ category1: category }),
  );
  const [form, setForm] = useState<ProductForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const interfaceLanguage = useLanguage();
  const [saving, setSaving] = useState(false);
  const [colourSearch, setColourSearch] = useState('');
  // A new product's images, chosen before it exists: uploaded once it is created.
  const [pendingImages, setPendingImages] = useState<File[]>([]);

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setTranslation = (field: 'names' | 'descriptions', lng: Language, value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [lng]: value } }));
  const errorOf = (key: string) => errors[key];
  const invalidLanguages = LANGUAGES.filter((lng) => errors[`names.${lng}`] || errors[`descriptions.${lng}`]);

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    const firstLanguage = LANGUAGES.find((lng) => next[`names.${lng}`] || next[`descriptions.${lng}`]);
    if (firstLanguage) setLanguage(firstLanguage);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormMessage(null);
    const local = validateForm(form);
    if (Object.keys(local).length > 0) {
      const translated: FormErrors = {};
      for (const [key, message] of Object.entries(local)) translated[key] = t(message);
      showErrors(translated);
      setFormMessage(t('form.fixErrors'));
      return;
    }
    const changes = product ? changedFields(initial, form) : null;
    if (changes && Object.keys(changes).length === 0) {
      setErrors({});
      toast(t('product.nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      const saved = product && changes ? await updateProduct(product._id, changes, token) : await createProduct(toInput(form), token);
      setErrors({});
      void refresh(catalogueKeys.products());
      if (product) {
        const next = formFromProduct(saved);
        setProduct(saved);
        setInitial(next);
        setForm(next);
        toast.success(t('product.saved', { sku: saved.product_id }));
      } else {
        toast.success(t('product.created', { sku: saved.product_id }));
        onCreated(await uploadPending(saved));
      }
    } catch (failure) {
      deny(failure);
      const fieldErrors = serverFieldErrors(failure);
      showErrors(fieldErrors);
      const message = messageOf(failure, t('product.saveFailed'));
      setFormMessage(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const uploadPending = async (created: AdminProduct): Promise<AdminProduct> => {
    let latest = created;
    for (const file of pendingImages) {
      try {
        latest = await uploadProductImage(created._id, file, { token });
      } catch (failure) {
        deny(failure);
        toast.error(t('images.pendingFailed', { name: file.name }));
      }
    }
    setPendingImages([]);
    return latest;
  };

  const choosePending = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setPendingImages((current) => [...current, ...files].slice(0, MAX_IMAGES));
  };

  const title = product
    ? t('product.editNamed', { name: product.names.en || product.product_id })
    : t('product.newTitle');
  const groups = colourGroups(options, form.brandId, colourSearch, form.colourId);
  const byMetre = pricedPerMetre(form);
  const tenth = byMetre && isAmountText(form.price) ? perTenth(form.price) : null;
  const finalShown = (finalPrice: string) =>
    byMetre
      ? t('form.finalPricePerMetre', { amount: formatMinor(toMinor(finalPrice) * 10n, 'GBP', interfaceLanguage) })
      : formatMinor(toMinor(finalPrice), 'GBP', interfaceLanguage);
  const priceChanged = product !== null && (form.price !== initial.price || form.discount !== initial.discount);

  return (
    <ModalFrame title={title} onClose={onClose}>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={formMessage ? 'ac-product-message' : undefined}>
        <LanguageTabs id="ac-product-lang" label={t('form.texts')} selected={language} onSelect={setLanguage} invalid={invalidLanguages}>
          {(lng) => (
            <>
              <TextField
                id={`ac-name-${lng}`}
                label={t('form.nameIn', { language: t(`languages.${lng}`) })}
                lang={lng === 'ua' ? 'uk' : lng}
                value={form.names[lng]}
                onChange={(event) => setTranslation('names', lng, event.target.value)}
                required={REQUIRED_LANGUAGES.includes(lng)}
                optional={!REQUIRED_LANGUAGES.includes(lng)}
                error={errorOf(`names.${lng}`)}
                announce={false}
                maxLength={200}
              />
              <TextAreaField
                id={`ac-description-${lng}`}
                label={t('form.descriptionIn', { language: t(`languages.${lng}`) })}
                lang={lng === 'ua' ? 'uk' : lng}
                value={form.descriptions[lng]}
                onChange={(event) => setTranslation('descriptions', lng, event.target.value)}
                optional
                rows={4}
                error={errorOf(`descriptions.${lng}`)}
                announce={false}
              />
            </>
          )}
        </LanguageTabs>

        <div className="ac-form__grid">
          <TextField
            id="ac-sku"
            label={t('form.sku')}
            value={form.product_id}
            onChange={(event) => set('product_id', event.target.value)}
            required
            autoComplete="off"
            spellCheck={false}
            error={errorOf('product_id')}
            announce={false}
          />
          <TextField
            id="ac-price"
            label={byMetre ? t('form.pricePerMetre') : t('form.price')}
            inputMode="decimal"
            value={form.price}
            onChange={(event) => set('price', event.target.value)}
            required
            error={errorOf('price')}
            hint={
              !byMetre
                ? t('form.priceHint')
                : tenth
                  ? t('form.pricePerMetreHint', { tenth: t('form.perTenth', { amount: tenth }) })
                  : t('form.pricePerMetreHintEmpty')
            }
            announce={false}
          />
          <TextField
            id="ac-discount"
            label={t('form.discount')}
            inputMode="numeric"
            value={form.discount}
            onChange={(event) => set('discount', event.target.value)}
            error={errorOf('discount')}
            announce={false}
          />
          <div className="field">
            <span className="field__label" id="ac-final-price-label">
              {t('form.finalPrice')}
            </span>
            <output className="ac-output" aria-labelledby="ac-final-price-label" aria-describedby="ac-final-price-hint">
              {product ? finalShown(product.finalPrice) : '—'}
            </output>
            <p className="field__hint" id="ac-final-price-hint">
              {priceChanged || !product ? t('form.finalPriceAfterSave') : t('form.finalPriceHint')}
            </p>
          </div>
          <SelectField
            id="ac-minimum"
            label={t('form.minimum')}
            value={form.minimum}
            onChange={(event) => setForm((current) => withMinimum(current, event.target.value as ProductForm['minimum']))}
            error={errorOf('minimum')}
            announce={false}
          >
            {MINIMUMS.map((minimum) => (
              <option key={minimum} value={minimum}>
                {t(minimum === '0.1' ? 'form.minimumFractional' : 'form.minimumWhole')}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="ac-unit"
            label={t('form.unit')}
            value={form.unit}
            onChange={(event) => set('unit', event.target.value)}
            error={errorOf('unit')}
            announce={false}
          >
            {[...new Set([...options.units, form.unit].filter(Boolean))].map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
          <TextField
            id="ac-stock"
            label={t('form.stock')}
            inputMode="decimal"
            value={form.stock}
            onChange={(event) => set('stock', event.target.value)}
            error={errorOf('stock')}
            announce={false}
          />
          <TextField
            id="ac-weight"
            label={form.minimum === '0.1' ? t('form.weightPerMetre') : t('form.weightPerUnit')}
            hint={t('form.weightHint')}
            inputMode="numeric"
            value={form.weightGrams}
            onChange={(event) => set('weightGrams', event.target.value)}
            error={errorOf('weightGrams')}
            announce={false}
          />
        </div>

        <fieldset className="ac-fieldset">
          <legend className="ac-fieldset__legend">{t('form.category')}</legend>
          <div className="ac-form__grid">
            {LEVELS.map((level) => {
              const choices = levelOptions(options.categories, form.categories, level);
              const value = form.categories[level];
              const shown = value && !choices.some((choice) => choice.value === value) ? [...choices, { value, label: value }] : choices;
              const disabled = level > 0 && (!form.categories[level - 1] || shown.length === 0);
              return (
                <SelectField
                  key={level}
                  id={`ac-category-${level + 1}`}
                  label={t('form.categoryLevel', { level: level + 1 })}
                  value={value}
                  onChange={(event) => set('categories', chooseLevel(form.categories, level, event.target.value))}
                  disabled={disabled}
                  required={level === 0}
                  error={errorOf(CATEGORY_FIELDS[level])}
                  announce={false}
                >
                  <option value="">{level === 0 ? t('form.chooseCategory') : t('form.none')}</option>
                  {shown.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </SelectField>
              );
            })}
          </div>
        </fieldset>

        <div className="ac-form__grid ac-form__grid--two">
          <SelectField
            id="ac-brand"
            label={t('form.brand')}
            value={form.brandId}
            onChange={(event) => set('brandId', event.target.value)}
            error={errorOf('brandId')}
            announce={false}
          >
            <option value="">{t('form.none')}</option>
            {options.brands.map((brand) => (
              <option key={brand._id} value={brand._id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <div className="ac-colour-choice">
            <TextField
              id="ac-colour-search"
              label={t('form.findColour')}
              type="search"
              value={colourSearch}
              onChange={(event) => setColourSearch(event.target.value)}
              optional
              hint={groups.length === 0 ? t('form.noColourFound', { search: colourSearch.trim() }) : t('form.findColourHint')}
              autoComplete="off"
              announce={false}
            />
            <SelectField
              id="ac-colour"
              label={t('form.colour')}
              value={form.colourId}
              onChange={(event) => set('colourId', event.target.value)}
              error={errorOf('colourId')}
              announce={false}
            >
              <option value="">{t('form.none')}</option>
              {groups.map((group) => (
                <optgroup key={group.brandId || 'none'} label={group.brandName || t('form.noBrand')}>
                  {group.colours.map((colour) => (
                    <option key={colour._id} value={colour._id}>
                      {colour.name} ({colour.hex})
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          </div>
        </div>

        <div className="ac-form__flags">
          <CheckboxField
            id="ac-active"
            label={t('form.active')}
            hint={t('form.activeHint')}
            checked={form.isActive}
            onChange={(checked) => set('isActive', checked)}
            error={errorOf('isActive')}
          />
          <CheckboxField
            id="ac-gift-card"
            label={t('form.giftCard')}
            checked={form.isGiftCard}
            onChange={(checked) => set('isGiftCard', checked)}
            error={errorOf('isGiftCard')}
          />
        </div>

        {form.isGiftCard && (
          <OwnPricesFieldset
            price={form.price}
            values={form.currencyPrices}
            onChange={(code, value) => set('currencyPrices', { ...form.currencyPrices, [code]: value })}
            errorOf={errorOf}
          />
        )}

        {product ? (
          <ImageManager product={product} onChange={(updated) => setProduct((current) => (current ? { ...current, images: updated.images } : updated))} />
        ) : (
          <fieldset className="ac-fieldset">
            <legend className="ac-fieldset__legend">{t('images.legend')}</legend>
            <p className="ac-hint" id="ac-pending-images-hint">
              {t('images.pendingHint')} {t('images.hint', { max: MAX_IMAGES })}
            </p>
            {pendingImages.length > 0 && (
              <ul className="ac-pending-images">
                {pendingImages.map((file, index) => (
                  <li key={`${file.name}-${index}`}>
                    <span>{t('images.pending', { name: file.name })}</span>
                    <button
                      type="button"
                      className="button button--ghost ac-button--plain"
                      onClick={() => setPendingImages((current) => current.filter((_, position) => position !== index))}
                    >
                      {t('images.removePending', { name: file.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <label className={`button button--secondary ac-upload__button${pendingImages.length >= MAX_IMAGES ? " ac-upload__button--disabled" : ""}`}>
              {t('images.choose')}
              <input
                type="file"
                className="visually-hidden"
                accept={IMAGE_TYPES}
                multiple
                aria-describedby="ac-pending-images-hint"
                disabled={pendingImages.length >= MAX_IMAGES}
                onChange={choosePending}
              />
            </label>
          </fieldset>
        )}

        {product && (
          <p className="ac-view-in-shop">
            <a href={paths.product.href(product.product_id)} target="_blank" rel="noopener">
              {t('form.viewInShop')} <span className="visually-hidden">({t('form.viewInShopHint')})</span>
            </a>
          </p>
        )}
        {product && <ProductHistory productId={product._id} />}

        {formMessage && (
          <p className="notice notice--error" id="ac-product-message" role="alert">
            {formMessage}
          </p>
        )}
        <div className="ac-form__actions">
          <button type="button" className="button button--ghost ac-button--plain" onClick={onClose}>
            {t('actions.close')}
          </button>
          <button type="submit" className="button button--secondary" disabled={saving}>
            {saving ? <Spinner size="small" label={t('status.saving')} /> : null}
            {product ? t('actions.save') : t('actions.create')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}

interface OwnPricesFieldsetProps {
  /** The GBP price as typed, which an empty amount follows. */
  price: string;
  values: ProductForm['currencyPrices'];
  onChange: (code: OwnPriceCurrency, value: string) => void;
  errorOf: (key: string) => string | undefined;
}

/**
 * A gift card's round amounts in other currencies, so a card can cost ₴1,000 rather than an odd converted figure.
 * An empty one follows the GBP price; its placeholder and hint show that figure at the factor the shop uses now.
 */
function OwnPricesFieldset({ price, values, onChange, errorOf }: OwnPricesFieldsetProps) {
  const { t } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const currencies = useCurrencies();
  const factorOf = (code: OwnPriceCurrency) => currencies.data?.currencies.find((currency) => currency.code === code)?.factor;
  const converted = (code: OwnPriceCurrency) => {
    const factor = factorOf(code);
    return factor && isAmountText(price) ? convert(price.trim(), factor) : null;
  };
  const groupError = errorOf('currencyPrices');
  return (
    <fieldset className="ac-fieldset" aria-describedby={`ac-own-prices-hint${groupError ? ' ac-own-prices-error' : ''}`}>
      <legend className="ac-fieldset__legend">{t('ownPrices.title')}</legend>
      <p className="ac-hint" id="ac-own-prices-hint">
        {t('ownPrices.hint')}
      </p>
      <div className="ac-own-prices">
        {OWN_PRICE_CURRENCIES.map((code) => {
          const figure = converted(code);
          return (
            <TextField
              key={code}
              id={`ac-own-price-${code}`}
              label={t('ownPrices.amountIn', { code })}
              inputMode="decimal"
              autoComplete="off"
              value={values[code]}
              placeholder={figure ?? undefined}
              onChange={(event) => onChange(code, event.target.value)}
              optional
              error={errorOf(`currencyPrices.${code}`)}
              hint={
                figure
                  ? t('ownPrices.convertedIs', { amount: formatMoney(figure, code, language) })
                  : t('ownPrices.converted')
              }
              announce={false}
            />
          );
        })}
      </div>
      {groupError && (
        <p className="field__error" id="ac-own-prices-error">
          {groupError}
        </p>
      )}
    </fieldset>
  );
}

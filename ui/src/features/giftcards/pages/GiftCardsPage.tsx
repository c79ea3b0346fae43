import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { PolicyText } from '@/components/PolicyText';
import { Price } from '@/components/Price';
import { useShopActions } from '@/components/product-actions';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { firstImage, localized } from '@/lib/format';
import { useCountedTranslation } from '@/lib/plural';
import { useGiftCards } from '../api';
import { BalanceCheck } from '../components/BalanceCheck';
import { giftCardLine, MESSAGE_MAX, NAME_MAX, validateGiftCard, type GiftCardErrors, type GiftCardForm } from '../gift-card';

const EMPTY_FORM: GiftCardForm = { recipientName: '', recipientEmail: '', message: '' };

/** /gift-cards: choose an amount, say who it is for, add it to the cart; or see what is left on a card. */
export default function GiftCardsPage() {
  const { t, tc } = useCountedTranslation('giftcards');
  const language = useLanguage();
  const { addToCart } = useShopActions();
  const cards = useGiftCards();
  const id = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState<GiftCardForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const [added, setAdded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = t('title');
  useDocumentTitle(title);

  const chosen = cards.data?.find((card) => card.product_id === selected) ?? cards.data?.[1] ?? cards.data?.[0];
  const preview = chosen ? firstImage(chosen.images) : null;

  const field = (name: keyof GiftCardForm) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setAdded(false);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const errorText = (name: keyof GiftCardErrors) =>
    errors[name] ? (
      <p className="field__error" id={`${id}-${name}-error`}>
        {t(`errors.${name}.${errors[name]}` as 'errors.recipientName.required')}
      </p>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGiftCard(form, Boolean(chosen));
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen || !addToCart) {
      const first = (['recipientName', 'recipientEmail', 'message'] as const).find((name) => found[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    addToCart(giftCardLine(chosen, form));
    toast.success(t('toast.added', { name: localized(chosen, 'product_name', language) }));
    setForm(EMPTY_FORM);
    setAdded(true);
  };

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t('intro')} />
      <div className="giftcard">
        <div className="giftcard__preview">
          {preview ? (
            <img src={preview} alt={chosen ? localized(chosen, 'product_name', language) : ''} width="640" height="400" />
          ) : (
            <Skeleton shape="block" className="giftcard__skeleton" />
          )}
          <ol className="giftcard__steps">
            <li>{t('steps.choose')}</li>
            <li>{t('steps.personalise')}</li>
            <PolicyText as="li">
              {({ giftCardMonths: count }) => tc('steps.deliver', count)}
            </PolicyText>
          </ol>
        </div>

        <form className="giftcard__form" ref={formRef} onSubmit={submit} noValidate>
          <fieldset className="giftcard__amounts">
            <legend className="field__label">{t('form.amount')}</legend>
            {cards.isPending ? (
              <div className="amount-grid" aria-busy="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} shape="block" className="amount-grid__skeleton" />
                ))}
              </div>
            ) : cards.isError ? (
              <ErrorNotice message={t('loadError')} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
            ) : (
              <div className="amount-grid">
                {cards.data.map((card) => (
                  <label key={card.product_id} className="amount">
                    <input
                      type="radio"
                      name="amount"
                      value={card.product_id}
                      checked={chosen?.product_id === card.product_id}
                      onChange={() => {
                        setSelected(card.product_id);
                        setAdded(false);
                      }}
                    />
                    <span className="amount__value">
                      <Price gbp={card.final_price} own={card.prices} />
                    </span>
                  </label>
                ))}
              </div>
            )}
            {errorText('amount')}
          </fieldset>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-recipientName`}>
              {t('form.recipientName')}
            </label>
            <input className="field__input" type="text" autoComplete="off" maxLength={NAME_MAX + 20} required {...field('recipientName')} />
            {errorText('recipientName')}
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-recipientEmail`}>
              {t('form.recipientEmail')}
            </label>
            <input className="field__input" type="email" autoComplete="off" inputMode="email" required {...field('recipientEmail')} />
            <p className="field__hint">{t('form.emailHint')}</p>
            {errorText('recipientEmail')}
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              {t('form.message')} <span className="field__optional">{t('form.optional')}</span>
            </label>
            <textarea className="field__input" rows={4} {...field('message')} />
            <p className={form.message.length > MESSAGE_MAX ? 'field__hint field__hint--over' : 'field__hint'}>
              {t('form.counter', { used: form.message.length, max: MESSAGE_MAX })}
            </p>
            {errorText('message')}
          </div>

          <button type="submit" className="button button--accent button--wide" disabled={!cards.data || cards.data.length === 0}>
            {t('form.submit')}
            {chosen && (
              <>
                {' · '}
                <Price gbp={chosen.final_price} own={chosen.prices} />
              </>
            )}
          </button>
          {added && (
            <p className="notice notice--success" role="status">
              {t('added')} <Link to={paths.cart.href()}>{t('viewCart')}</Link>
            </p>
          )}
          <PolicyText as="p" className="field__hint">
            {({ giftCardMonths: count }) => tc('terms', count)}
          </PolicyText>
        </form>
      </div>
      <BalanceCheck />
    </div>
  );
}

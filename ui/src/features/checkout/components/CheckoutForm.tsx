import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextAreaField, TextField } from '@/components/Field';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { useCurrency } from '@/features/currency';
import { ApiError } from '@/lib/api-client';
import { fillFromAddress, methodForAddress } from '../address';
import { usePlaceOrder, useQuote, useSavedAddresses } from '../api';
import { formatAmount, isZero } from '../format';
import { promotionRefusal } from '../promotion';
import { attemptFor, newIdempotencyKey, normaliseCode, orderRequest, quoteRequest, type OrderAttempt } from '../request';
import { allowedPayments, deliveryMethodsFor, effectiveChoice, hasGiftCards, HOME_COUNTRY, paymentChoices } from '../rules';
import { conflictOf, serverErrors, type ServerFieldErrors } from '../server-errors';
import type {
  CheckoutItem,
  CheckoutOptions,
  CheckoutSession,
  Contact,
  DeliveryField,
  DeliveryOffer,
  DeliveryMethodCode,
  PaymentMethodCode,
  PlacedOrder,
  SavedAddress,
} from '../types';
import {
  COMMENT_MAX,
  EMAIL_MAX,
  EMPTY_CHECKOUT_FORM,
  NAME_MAX,
  PHONE_MAX,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as Form,
} from '../validation';
import { DeliverySection } from './DeliverySection';
import { GiftCardField } from './GiftCardField';
import { PromotionField } from './PromotionField';
import { OrderReview } from './OrderReview';
import { PaymentSection } from './PaymentSection';

export interface CheckoutFormProps {
  items: readonly CheckoutItem[];
  session: CheckoutSession | null;
  options: CheckoutOptions;
  initialContact: Contact;
  onPlaced: (order: PlacedOrder) => void;
}

/** Why the last attempt failed, shown above the button: the server's message and the lines it names. */
interface Failure {
  message: string;
  lines: string[];
}

const isBlocking = (problem: string | null) => problem === 'unavailable' || problem === 'short';

/** The checkout form: contact, delivery, payment, gift card and comment, the quote's review, placing. */
export function CheckoutForm({ items, session, options, initialContact, onPlaced }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { shown: currency } = useCurrency();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const token = session?.token ?? null;

  const [form, setForm] = useState<Form>(() => ({ ...EMPTY_CHECKOUT_FORM, contact: initialContact }));
  const [deliveryChoice, setDeliveryChoice] = useState<DeliveryMethodCode | ''>('');
  const [paymentChoice, setPaymentChoice] = useState<PaymentMethodCode | ''>('');
  const [codeInput, setCodeInput] = useState('');
  const [appliedCode, setAppliedCode] = useState('');
  const [promotionInput, setPromotionInput] = useState('');
  const [appliedPromotionCode, setAppliedPromotionCode] = useState('');
  // The contact e-mail when the code was applied (not each keystroke after: every review with a code counts against
  // the code-guessing limit); placement checks the one it sends.
  const [promotionEmail, setPromotionEmail] = useState('');
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [serverFields, setServerFields] = useState<ServerFieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The last attempt's body and Idempotency-Key: sending the same body again reuses the key.
  const attempt = useRef<OrderAttempt | null>(null);
  const sending = useRef(false);
  const place = usePlaceOrder();
  const addresses = useSavedAddresses(session);

  // The country decides the zone, and so the methods on offer; the last quote for it says which carry the parcel.
  const country = form.delivery.country.trim().toUpperCase();
  const [offered, setOffered] = useState<{ country: string; offers: readonly DeliveryOffer[] } | null>(null);
  const offers = offered && offered.country === (country || HOME_COUNTRY) ? offered.offers : undefined;
  const methods = deliveryMethodsFor(options, items, country || HOME_COUNTRY, offers);
  const deliveryCode = effectiveChoice(
    deliveryChoice,
    methods.map((method) => method.code),
  );
  const delivery = methods.find((method) => method.code === deliveryCode) ?? null;
  const choices = paymentChoices(options, { currency, delivery: deliveryCode, giftCards: hasGiftCards(items) });
  const paymentMethod = effectiveChoice(paymentChoice, allowedPayments(choices));

  const quote = useQuote(
    quoteRequest({
      items,
      currency,
      deliveryMethod: deliveryCode,
      country,
      giftCardCode: appliedCode,
      promotionCode: appliedPromotionCode,
      contactEmail: promotionEmail,
    }),
    token,
  );
  // Figures for exactly this cart, currency, delivery method and gift card; `current` once no newer ones are coming.
  const settled = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const current = settled && !quote.isFetching ? settled : undefined;
  const giftCardError = appliedCode && settled?.giftCardError ? settled.giftCardError : undefined;
  const acceptedCode = appliedCode && current?.giftCard ? appliedCode : '';
  const promotionError = promotionRefusal(settled, appliedPromotionCode);
  const acceptedPromotion = appliedPromotionCode && current?.promotion ? appliedPromotionCode : '';
  const blocked = (quote.data?.problems ?? []).some((line) => isBlocking(line.problem));
  // The last offers a quote made for a country outlive a refused quote (a method too heavy for the parcel), so the
  // choice moves to one that carries it; kept as state adjusted while rendering, as a new quote arrives.
  const quotedOffers = settled?.deliveryOptions;
  const quotedCountry = settled?.country;
  if (quotedOffers && quotedCountry && (offered?.country !== quotedCountry || offered.offers !== quotedOffers)) {
    setOffered({ country: quotedCountry, offers: quotedOffers });
  }
  // A gift card or a code that covers the whole total leaves nothing to pay, so no method is offered or sent.
  const nothingToPay = settled !== undefined && isZero(settled.total);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-failure]')?.focus();
  }, [focusRequest]);

  const clearError = (...fields: (CheckoutField | 'giftCardCode' | 'promotionCode')[]) => {
    setErrors((found) => {
      const next = { ...found };
      for (const field of fields) delete next[field as CheckoutField];
      return next;
    });
    setServerFields((found) => {
      const next = { ...found };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const errorOf = (field: CheckoutField): string | undefined => {
    const server = serverFields[field];
    if (server) return server;
    const rule = errors[field];
    return rule ? t(`errors.${field}.${rule}` as 'errors.firstName.required') : undefined;
  };

  // The form's failure notice announces the errors; each field's own stays silent.
  const contactField = (field: keyof Contact) => ({
    id: `${ids}-${field}`,
    name: field,
    value: form.contact[field],
    error: errorOf(field),
    announce: false,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((state) => ({ ...state, contact: { ...state.contact, [field]: value } }));
      clearError(field);
    },
  });

  const changeDelivery = (field: DeliveryField, value: string) => {
    setForm((state) => ({ ...state, delivery: { ...state.delivery, [field]: value } }));
    clearError(field);
  };

  const chooseAddress = (address: SavedAddress) => {
    setForm((state) => fillFromAddress(state, address));
    const method = methodForAddress(
      address,
      deliveryCode,
      methods.map((entry) => entry.code),
    );
    if (method) setDeliveryChoice(method);
    clearError('firstName', 'lastName', 'phone', 'country', 'city', 'address', 'postcode', 'deliveryMethod');
  };

  const applyCode = () => {
    setAppliedCode(normaliseCode(codeInput));
    clearError('giftCardCode');
  };

  const removeCode = () => {
    setAppliedCode('');
    setCodeInput('');
    clearError('giftCardCode');
  };

  const applyPromotion = () => {
    setAppliedPromotionCode(normaliseCode(promotionInput));
    setPromotionEmail(form.contact.email);
    clearError('promotionCode');
  };

  const removePromotion = () => {
    setAppliedPromotionCode('');
    setPromotionInput('');
    clearError('promotionCode');
  };

  const fail = (fields: ServerFieldErrors, next: Failure | null) => {
    setServerFields(fields);
    setFailure(next);
    setFocusRequest((count) => count + 1);
  };

  const showFailure = (error: unknown) => {
    const conflict = conflictOf(error);
    if (conflict) {
      const lines = conflict.lines.map((line) =>
        line.price !== undefined
          ? t('conflict.price', { name: line.productName || line.sku, price: formatAmount(line.price, currency, language) })
          : t('conflict.short', { name: line.productName || line.sku, requested: line.requested ?? '', available: line.available ?? '0' }),
      );
      const named = {
        ...(conflict.giftCardCode ? { giftCardCode: conflict.giftCardCode } : {}),
        ...(conflict.promotionCode ? { promotionCode: conflict.promotionCode } : {}),
      };
      fail(named, { message: conflict.message, lines });
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      const found = serverErrors(error);
      const named = Object.keys(found.fields).length > 0;
      fail(found.fields, named && found.other.length === 0 ? { message: t('place.fixErrors'), lines: [] } : { message: error.message, lines: found.other });
      return;
    }
    const message =
      error instanceof ApiError && error.isNetworkError
        ? t('place.networkError')
        : error instanceof ApiError && error.message
          ? error.message
          : t('place.failed');
    fail({}, { message, lines: [] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = validateCheckout(form, {
      delivery: delivery ? { code: delivery.code, fields: delivery.fields } : null,
      paymentMethod,
      paymentNeeded: !nothingToPay,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      fail({}, { message: t('place.fixErrors'), lines: [] });
      return;
    }
    if (!delivery || (!paymentMethod && !nothingToPay) || !current || blocked) return;

    const request = orderRequest({
      form,
      items,
      currency: current.currency,
      language,
      delivery: { code: delivery.code, fields: delivery.fields },
      paymentMethod: nothingToPay ? null : paymentMethod,
      giftCardCode: acceptedCode,
      promotionCode: acceptedPromotion,
      expectedTotal: current.total,
    });
    const next = attemptFor(attempt.current, request, newIdempotencyKey);
    attempt.current = next;
    sending.current = true;
    setServerFields({});
    setFailure(null);
    try {
      const order = await place.mutateAsync({ request, idempotencyKey: next.key, token });
      onPlaced(order);
    } catch (error) {
      showFailure(error);
    } finally {
      sending.current = false;
    }
  };

  const busy = place.isPending;
  const ready = Boolean(current) && !blocked && delivery !== null && (paymentMethod !== null || nothingToPay);

  return (
    <form ref={formRef} className="checkout" noValidate onSubmit={(event) => void submit(event)}>
      <div className="checkout__main">
        <section className="checkout-section" aria-labelledby={`${ids}-contact-title`}>
          <h2 className="checkout-section__title" id={`${ids}-contact-title`}>
            {t('contact.title')}
          </h2>
          <p className="checkout-note">
            {session ? (
              t('contact.signedInAs', { email: session.email })
            ) : (
              <Link to={paths.account.authorization.href(paths.cart.checkout.href())}>{t('contact.signIn')}</Link>
            )}
          </p>
          <div className="checkout-grid">
            <TextField {...contactField('firstName')} label={t('contact.firstName')} autoComplete="given-name" maxLength={NAME_MAX} required />
            <TextField {...contactField('lastName')} label={t('contact.lastName')} autoComplete="family-name" maxLength={NAME_MAX} required />
            <TextField
              {...contactField('email')}
              label={t('contact.email')}
              hint={t('contact.emailHint')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              required
            />
            <TextField
              {...contactField('phone')}
              label={t('contact.phone')}
              hint={t('contact.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX}
              required
            />
          </div>
        </section>

        <DeliverySection
          ids={ids}
          methods={methods}
          chosen={delivery}
          values={form.delivery}
          pickup={options.pickup}
          addresses={addresses.data ?? []}
          country={country || HOME_COUNTRY}
          offers={settled && settled.country === (country || HOME_COUNTRY) ? settled.deliveryOptions : undefined}
          quoteCurrency={settled?.currency}
          parcelGrams={settled?.parcelGrams}
          errorOf={errorOf}
          onMethod={(code) => {
            setDeliveryChoice(code);
            clearError('deliveryMethod', 'country', 'city', 'branch', 'address', 'postcode');
          }}
          onField={changeDelivery}
          onAddress={chooseAddress}
        />

        <PaymentSection
          ids={ids}
          choices={choices}
          nothingToPay={nothingToPay}
          chosen={paymentMethod}
          error={errorOf('paymentMethod')}
          onChoose={(code) => {
            setPaymentChoice(code);
            clearError('paymentMethod');
          }}
        />

        <section className="checkout-section" aria-labelledby={`${ids}-extras-title`}>
          <h2 className="checkout-section__title" id={`${ids}-extras-title`}>
            {t('extras')}
          </h2>
          <GiftCardField
            id={`${ids}-giftCardCode`}
            value={codeInput}
            applied={appliedCode}
            card={settled?.giftCard ?? null}
            currency={currency}
            error={serverFields.giftCardCode ?? giftCardError}
            checking={Boolean(appliedCode) && !settled}
            onChange={(value) => {
              setCodeInput(value);
              clearError('giftCardCode');
            }}
            onApply={applyCode}
            onRemove={removeCode}
          />
          <PromotionField
            id={`${ids}-promotionCode`}
            value={promotionInput}
            applied={appliedPromotionCode}
            promotion={settled?.promotion ?? null}
            currency={settled?.currency ?? currency}
            error={serverFields.promotionCode ?? promotionError}
            checking={Boolean(appliedPromotionCode) && !settled}
            onChange={(value) => {
              setPromotionInput(value);
              clearError('promotionCode');
            }}
            onApply={applyPromotion}
            onRemove={removePromotion}
          />
          <TextAreaField
            id={`${ids}-comment`}
            name="comment"
            label={t('comment.label')}
            optional
            rows={4}
            value={form.comment}
            error={errorOf('comment')}
            announce={false}
            hint={t('comment.counter', { used: form.comment.length, max: COMMENT_MAX })}
            onChange={(event) => {
              const value = event.target.value;
              setForm((state) => ({ ...state, comment: value }));
              clearError('comment');
            }}
          />
        </section>
      </div>

      <OrderReview
        id={`${ids}-review`}
        items={items}
        quote={quote.data}
        updating={quote.isFetching}
        failed={quote.isError}
        onRetry={() => void quote.refetch()}
        deliveryChosen={delivery !== null}
      >
        {failure && (
          <div className="notice notice--error checkout-failure" role="alert" tabIndex={-1} data-focus-on-failure>
            <p>{failure.message}</p>
            {failure.lines.length > 0 && (
              <ul>
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <button type="submit" className="button button--accent button--wide checkout-review__submit" disabled={busy || !ready}>
          {busy && <Spinner size="small" label="" />}
          {busy ? t('place.sending') : paymentMethod === 'card' && !nothingToPay ? t('place.submitCard') : t('place.submit')}
        </button>
        <p className="checkout-note">{t('place.terms')}</p>
      </OrderReview>
    </form>
  );
}

import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SIGNS, useCurrency } from '@/features/currency';
import { DEFAULT_LANGUAGE, htmlLang, type Language } from '@/lib/language';
import { colourName } from './colour-name';
import { parsePriceBound, type ListingState } from './listing-params';
import type { ColourCount } from './product-types';
import { useLanguage } from './useLanguage';

export interface ColourOption {
  slug: string;
  name: string;
  hex: string;
  count: number;
}

/**
 * Each brand has its own colour of a name; the filter works by slug, so merge them. Names are in `language`
 * (English where a colour has none there) and sorted as that language sorts, so a shopper finds a name where
 * their alphabet puts it.
 */
export function mergeColours(colours: readonly ColourCount[], language: Language = DEFAULT_LANGUAGE): ColourOption[] {
  const bySlug = new Map<string, ColourOption>();
  for (const colour of colours) {
    const known = bySlug.get(colour.slug);
    if (known) known.count += colour.count;
    else bySlug.set(colour.slug, { slug: colour.slug, name: colourName(colour, language), hex: colour.hex, count: colour.count });
  }
  const locale = htmlLang(language);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * mergeColours of a facets answer, worked out in a deferred render (a transition React slices) rather than in the
 * urgent one that shows the answer: the first localeCompare loads the collation data, a long moment on a phone.
 */
export function useMergedColours(colours: readonly ColourCount[] | undefined): ColourOption[] | undefined {
  const language = useLanguage();
  const deferred = useDeferredValue(colours);
  return useMemo(() => (deferred ? mergeColours(deferred, language) : undefined), [deferred, language]);
}

const COLLAPSED_COLOURS = 12;

interface ListingFiltersProps {
  state: ListingState;
  colours?: ColourOption[];
  onChange: (changes: Partial<ListingState>) => void;
}

/** Colour, price range (typed in the visitor's currency) and in-stock filters. */
export function ListingFilters({ state, colours, onChange }: ListingFiltersProps) {
  const { t } = useTranslation('shop');
  const { currency } = useCurrency();
  const id = useId();
  const [showAllColours, setShowAllColours] = useState(false);

  // A range keeps the currency it was typed in (the server converts); a new range is typed in the current one.
  const ranged = state.min !== null || state.max !== null;
  const rangeCurrency = ranged && state.cur ? state.cur : currency;
  const rangeKey = `${state.min}-${state.max}-${rangeCurrency}`;

  const submitPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const min = parsePriceBound(String(data.get('min') ?? ''));
    const max = parsePriceBound(String(data.get('max') ?? ''));
    onChange({ min, max, cur: min === null && max === null ? null : rangeCurrency });
  };

  const visibleColours = colours && (showAllColours ? colours : colours.slice(0, COLLAPSED_COLOURS));
  const selectedHidden =
    colours && !showAllColours && state.color && !visibleColours?.some((colour) => colour.slug === state.color)
      ? colours.find((colour) => colour.slug === state.color)
      : undefined;

  return (
    <div className="filters">
      {visibleColours && visibleColours.length > 0 && (
        <fieldset className="filters__group">
          <legend className="filters__legend">{t('filters.colour')}</legend>
          <ul className="swatches">
            {[...(selectedHidden ? [selectedHidden] : []), ...visibleColours].map((colour) => {
              const selected = state.color === colour.slug;
              return (
                <li key={colour.slug}>
                  <button
                    type="button"
                    className="swatch"
                    aria-pressed={selected}
                    onClick={() => onChange({ color: selected ? null : colour.slug })}
                    title={colour.name}
                  >
                    <span className="swatch__chip" style={{ background: colour.hex }} aria-hidden="true" />
                    <span className="swatch__name">{colour.name}</span>
                    <span className="swatch__count">
                      <span className="visually-hidden">{t('filters.productsCount')} </span>
                      {colour.count}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {colours && colours.length > COLLAPSED_COLOURS && (
            <button type="button" className="link-button" onClick={() => setShowAllColours((value) => !value)} aria-expanded={showAllColours}>
              {showAllColours ? t('filters.fewerColours') : t('filters.allColours', { number: colours.length })}
            </button>
          )}
        </fieldset>
      )}

      <form className="filters__group" onSubmit={submitPrice} key={rangeKey} aria-labelledby={`${id}-price`}>
        <p className="filters__legend" id={`${id}-price`}>
          {t('filters.price', { sign: CURRENCY_SIGNS[rangeCurrency] })}
        </p>
        <div className="price-range">
          <label className="field field--compact">
            <span className="field__label">{t('filters.from')}</span>
            <input
              className="field__input"
              name="min"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={state.min ?? ''}
              placeholder="0"
            />
          </label>
          <span className="price-range__dash" aria-hidden="true">
            –
          </span>
          <label className="field field--compact">
            <span className="field__label">{t('filters.to')}</span>
            <input
              className="field__input"
              name="max"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={state.max ?? ''}
              placeholder="∞"
            />
          </label>
        </div>
        <button type="submit" className="button button--outline button--small">
          {t('filters.applyPrice')}
        </button>
      </form>

      <div className="filters__group">
        <label className="checkbox">
          {/* Uncontrolled, so the tick shows at once; the URL catches up a moment later. */}
          <input
            key={String(state.inStock)}
            type="checkbox"
            defaultChecked={state.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          <span>{t('filters.inStock')}</span>
        </label>
      </div>
    </div>
  );
}

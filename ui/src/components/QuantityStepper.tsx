import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, formatQuantity, parseQuantity, roundQuantity } from './quantity';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** 0.1 for fabric (shown in metres), 1 otherwise. */
  step: number;
  /** The most that may be chosen (stock); no limit when undefined. */
  max?: number;
  /** What the quantity counts, e.g. the product name, for the accessible label. */
  itemName: string;
  /** Shown after the number: "m" for metres. */
  unitLabel?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** − [1.5] m + : steps by `step`, never below one step nor above `max`; typed values snap to the grid. */
export function QuantityStepper({
  value,
  onChange,
  step,
  max,
  itemName,
  unitLabel,
  disabled = false,
  size = 'medium',
}: QuantityStepperProps) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.resolvedLanguage ?? 'en';
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatQuantity(value, step, language);
  const atMin = value <= step;
  const atMax = max !== undefined && roundQuantity(value + step) > max;

  const commit = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== null) {
      const next = clampQuantity(typed, step, max);
      if (next !== value) onChange(next);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' && !atMax) {
      event.preventDefault();
      onChange(clampQuantity(value + step, step, max));
    } else if (event.key === 'ArrowDown' && !atMin) {
      event.preventDefault();
      onChange(clampQuantity(value - step, step, max));
    }
  };

  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={t('quantity.group', { name: itemName })}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(clampQuantity(value - step, step, max))}
        disabled={disabled || atMin}
        aria-label={t('quantity.decrease', { name: itemName })}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label className="visually-hidden" htmlFor={inputId}>
        {step < 1 ? t('quantity.labelMetres') : t('quantity.label')}
      </label>
      <input
        id={inputId}
        className="stepper__input"
        type="text"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={shown}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        size={4}
      />
      {unitLabel && (
        <span className="stepper__unit" aria-hidden="true">
          {unitLabel}
        </span>
      )}
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(clampQuantity(value + step, step, max))}
        disabled={disabled || atMax}
        aria-label={t('quantity.increase', { name: itemName })}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

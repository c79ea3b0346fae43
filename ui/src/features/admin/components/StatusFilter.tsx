import { useId } from 'react';

interface StatusFilterProps<T extends string> {
  legend: string;
  /** null: no filter (all). */
  value: T | null;
  options: readonly T[];
  labelOf: (option: T) => string;
  allLabel: string;
  onChange: (next: T | null) => void;
}

/** A row of radio buttons styled as chips: All, then each status. Arrow keys move between them. */
export function StatusFilter<T extends string>({ legend, value, options, labelOf, allLabel, onChange }: StatusFilterProps<T>) {
  const name = useId();
  const choices: (T | null)[] = [null, ...options];
  return (
    <fieldset className="admin-filter">
      <legend className="admin-filter__legend">{legend}</legend>
      <div className="admin-filter__options">
        {choices.map((option) => (
          <label key={option ?? ''} className="admin-filter__option">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <span>{option === null ? allLabel : labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

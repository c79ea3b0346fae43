import { Choices } from './Choices';

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
  return (
    <Choices<T | null>
      legend={legend}
      value={value}
      options={[null, ...options]}
      labelOf={(option) => (option === null ? allLabel : labelOf(option))}
      onChange={onChange}
    />
  );
}

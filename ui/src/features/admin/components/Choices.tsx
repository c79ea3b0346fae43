import { useEffect, useId, useRef } from 'react';

interface ChoicesProps<T> {
  legend: string;
  /** The checked option; null checks none. */
  value: T | null;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (next: T) => void;
  /** Options that may not be chosen are shown disabled; every option may be chosen when this is left out. */
  isAllowed?: (option: T) => boolean;
  /** A change is being saved: every option is disabled until it is done. */
  busy?: boolean;
  /** A line under the options that says more about them (why none can be chosen). */
  note?: string;
}

/** A fieldset of radio buttons styled as chips, for one value of the given options. Arrow keys move between them. */
export function Choices<T>({ legend, value, options, labelOf, onChange, isAllowed = () => true, busy = false, note }: ChoicesProps<T>) {
  const name = useId();
  const noteId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const chosen = useRef(false);

  // The options are disabled while a change is saved, which takes the focus away from them; it comes back after.
  useEffect(() => {
    const fieldset = group.current;
    if (busy || !chosen.current || !fieldset) return;
    chosen.current = false;
    if (fieldset.contains(document.activeElement)) return;
    const target =
      fieldset.querySelector<HTMLInputElement>('input:checked:enabled') ?? fieldset.querySelector<HTMLInputElement>('input:enabled');
    target?.focus();
  }, [busy]);

  const choose = (option: T) => {
    chosen.current = true;
    onChange(option);
  };

  return (
    <fieldset ref={group} className="admin-filter" aria-busy={busy || undefined} aria-describedby={note ? noteId : undefined}>
      <legend className="admin-filter__legend">{legend}</legend>
      <div className="admin-filter__options">
        {options.map((option) => (
          <label key={String(option)} className="admin-filter__option">
            <input type="radio" name={name} checked={value === option} disabled={busy || !isAllowed(option)} onChange={() => choose(option)} />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {note && (
        <p className="admin-filter__note admin-muted" id={noteId}>
          {note}
        </p>
      )}
    </fieldset>
  );
}

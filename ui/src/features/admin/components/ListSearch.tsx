import { useEffect, useId, useRef, useState } from 'react';

/** The spec's pause before typed text applies (its search box: 500 ms). */
export const LIST_SEARCH_DEBOUNCE_MS = 500;

interface ListSearchProps {
  /** The box's label ("Search orders"), also the search landmark's name. */
  label: string;
  /** What may be typed ("Order number, name, e-mail or phone"), read out with the box. */
  hint: string;
  /** The search the list shows now (from the URL). */
  value: string;
  /** The typed text, trimmed, once typing pauses (or at once on Enter). */
  onSearch: (text: string) => void;
}

/**
 * A list's search box: what is typed applies after a pause, so the list is not asked again for every key; Enter
 * applies it at once. When the search changes without it (Back, a link), the box shows the new one.
 */
export function ListSearch({ label, hint, value, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (typed: string) => {
    window.clearTimeout(timer.current);
    const next = typed.trim();
    setSent(next);
    if (next !== value) onSearch(next);
  };

  return (
    <form
      className="admin-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <label className="admin-search__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="field__input admin-search__input"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => apply(typed), LIST_SEARCH_DEBOUNCE_MS);
        }}
      />
      <p className="admin-search__hint admin-muted" id={`${id}-hint`}>
        {hint}
      </p>
    </form>
  );
}

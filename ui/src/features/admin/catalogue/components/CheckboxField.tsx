interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}

/** A labelled checkbox with an optional hint and error tied to it. */
export function CheckboxField({ id, label, checked, onChange, hint, error }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="ac-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint ac-checkbox__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error ac-checkbox__hint" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

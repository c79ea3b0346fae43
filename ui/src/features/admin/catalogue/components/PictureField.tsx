import { CheckboxField } from './CheckboxField';
import { IMAGE_TYPES } from './ImageManager';

interface PictureFieldProps {
  id: string;
  /** The file input's label: "Picture", or "Replace picture" when there is one. */
  label: string;
  hint?: string;
  current: string | null;
  currentAlt: string;
  /** The label of the checkbox that takes the current picture off; none: the box is not offered. */
  removeLabel?: string;
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
  onFile: (file: File | null) => void;
  error?: string;
}

/** A picture of a form: the current one shown, a file input for a new one, and a box to take the current one off. */
export function PictureField({ id, label, hint, current, currentAlt, removeLabel, remove, onRemoveChange, onFile, error }: PictureFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field ac-picture">
      {current && <img className="ac-picture__current" src={current} alt={currentAlt} loading="lazy" />}
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        className="ac-file"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {current && removeLabel && <CheckboxField id={`${id}-remove`} label={removeLabel} checked={remove} onChange={onRemoveChange} />}
    </div>
  );
}

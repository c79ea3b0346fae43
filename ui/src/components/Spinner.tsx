import i18next from 'i18next';

interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible text; defaults to the translated "Loading…". */
  label?: string;
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  // The words are read, not subscribed to as useTranslation would: the spinner is itself shown while translations
  // load, and its subscription (i18next through useSyncExternalStore) changing as they arrived made React render
  // again at once, throwing away the start-up render it was doing in slices. A spinner lives for a moment.
  const text = label ?? (i18next.hasLoadedNamespace('common') ? i18next.t('status.loading', { ns: 'common' }) : '');
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      {text && <span className="visually-hidden">{text}</span>}
    </span>
  );
}

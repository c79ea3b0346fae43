import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible text; defaults to the translated "Loading…". */
  label?: string;
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  // No suspense: the spinner is itself shown while translations load.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('status.loading') : '');
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      {text && <span className="visually-hidden">{text}</span>}
    </span>
  );
}

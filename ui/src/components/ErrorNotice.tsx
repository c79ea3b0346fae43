import { useTranslation } from 'react-i18next';

interface ErrorNoticeProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed request, with a way to try again. */
export function ErrorNotice({ message, onRetry, retrying = false }: ErrorNoticeProps) {
  const { t } = useTranslation('shop');
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

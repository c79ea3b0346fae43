import { useTranslation } from 'react-i18next';
import { shop } from '@/config/shop';

/** The shop's opening hours, one line per group of days. */
export function OpeningHours({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <dl className={className ? `opening-hours ${className}` : 'opening-hours'}>
      {shop.openingHours.map(({ days, opens, closes }) => (
        <div className="opening-hours__row" key={days}>
          <dt>{t(`hours.${days}`)}</dt>
          <dd>{opens && closes ? t('hours.range', { opens, closes }) : t('hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}

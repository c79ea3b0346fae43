import { placeIn } from '@/config/shop';
import { useLanguage } from '@/components/useLanguage';

/** The shop's opening hours, one line per group of days, as the shop settings say them in the interface language. */
export function OpeningHours({ className }: { className?: string }) {
  const place = placeIn(useLanguage());
  return (
    <dl className={className ? `opening-hours ${className}` : 'opening-hours'}>
      {place?.hours.map(([days, times]) => (
        <div className="opening-hours__row" key={days}>
          <dt>{days}</dt>
          <dd>{times}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useCurrency } from '@/features/currency';

interface PriceProps {
  /** Amount in GBP, the base currency. */
  gbp: number;
  className?: string;
}

/** A GBP amount shown in the visitor's currency, e.g. "€14.16". */
export function Price({ gbp, className }: PriceProps) {
  const { format } = useCurrency();
  return <span className={className ? `price ${className}` : 'price'}>{format(gbp)}</span>;
}

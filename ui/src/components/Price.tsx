import { useCurrency } from '@/features/currency';
import type { Amount, OwnPrices } from '@/features/currency';

type PriceProps = {
  className?: string;
  /** A gift card's own round amounts by currency: the shown currency's is shown as it is, not converted. */
  own?: OwnPrices | null;
} & (
  /** A GBP amount as the API sends it ("2.68"), converted to the visitor's currency. */
  | { gbp: Amount; shown?: never }
  /** Minor units already in the shown currency (cart lines and totals, converted line by line). */
  | { shown: bigint; gbp?: never }
);

/** An amount in the visitor's currency with its sign, e.g. "€14.16". */
export function Price({ gbp, shown, own, className }: PriceProps) {
  const { format, formatShown } = useCurrency();
  const text = gbp !== undefined ? format(gbp, own) : formatShown(shown);
  return <span className={className ? `price ${className}` : 'price'}>{text}</span>;
}

import { describe, expect, it } from 'vitest';
import vectors from '../../../test/money-vectors.json';
import { LANGUAGES } from '@/lib/language';
import { formatDeduction } from './format';
import { appliedPromotion, discountLine, promotionRefusal } from './promotion';
import type { Quote } from './types';

const quote = (extra: Partial<Quote>): Quote => ({
  currency: 'UAH',
  factor: '56.05',
  lines: [],
  subtotal: '1200.00',
  deliveryPrice: '70.00',
  giftCardAmount: '0.00',
  total: '1150.00',
  giftCard: null,
  problems: [],
  ...extra,
});

describe('the discount line shows the server\'s figures (ui/test/money-vectors.json, priced by shop/promotions/service.py)', () => {
  it.each(vectors.promotion)('$kind on $lines in $currency takes $discount', ({ currency, discount, deductions }) => {
    const line = discountLine(quote({ currency, promotion: { code: 'SPRING10', discount, freeDelivery: false, rules: [] } }));
    for (const language of LANGUAGES) {
      expect(line ? formatDeduction(line.discount, currency, language) : formatDeduction('0.00', currency, language)).toBe(
        deductions[language as keyof typeof deductions],
      );
    }
  });

  it('covers percentages, amounts and every currency', () => {
    expect(new Set(vectors.promotion.map((entry) => entry.kind))).toEqual(new Set(['percent', 'amount']));
    expect(new Set(vectors.promotion.map((entry) => entry.currency))).toEqual(new Set(['GBP', 'UAH', 'USD', 'EUR']));
  });
});

describe('a promotion code in the review', () => {
  const spring = { code: 'SPRING10', discount: '120.00', freeDelivery: false, rules: ['SPRING10 takes 10% off.'] };

  it('shows the code and its discount, and no line for free delivery or no code', () => {
    expect(discountLine(quote({ promotion: spring }))).toEqual({ code: 'SPRING10', discount: '120.00' });
    expect(discountLine(quote({ promotion: { ...spring, discount: '0.00', freeDelivery: true } }))).toBeNull();
    expect(discountLine(quote({ promotion: null }))).toBeNull();
    expect(discountLine(undefined)).toBeNull();
    expect(appliedPromotion(quote({ promotion: spring }))).toBe(spring);
  });

  it("says the server's refusal only for a code that was sent", () => {
    const refused = quote({ promotion: null, promotionError: 'This promotion code has ended.' });
    expect(promotionRefusal(refused, 'SPRING10')).toBe('This promotion code has ended.');
    expect(promotionRefusal(refused, '')).toBeUndefined();
    expect(promotionRefusal(quote({}), 'SPRING10')).toBeUndefined();
  });
});

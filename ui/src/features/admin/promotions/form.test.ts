import { describe, expect, it } from 'vitest';
import { EMPTY_PROMOTION, formOf, isLive, promotionBody } from './form';
import type { PromotionRow } from './types';

const row: PromotionRow = {
  _id: '7',
  code: 'SPRING10',
  name: 'Spring',
  note: '',
  kind: 'amount',
  percent: null,
  amounts: { GBP: '5.00', UAH: '250.00' },
  minimums: { GBP: '20.00' },
  startsAt: '2026-03-01T00:00:00+00:00',
  endsAt: '2026-04-01T00:00:00+00:00',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  scope: 'brands',
  scopeIds: [3, 4],
  combinesWithSale: false,
  active: true,
  createdAt: '2026-02-20T10:00:00+00:00',
  uses: 2,
  revenueGbp: '80.00',
  discountGbp: '10.00',
};

describe('the promotion form', () => {
  it('sends the code in capitals, only the kind’s own amounts, UTC dates, numbers for limits and ids', () => {
    const body = promotionBody({
      ...EMPTY_PROMOTION,
      code: ' spring 10 ',
      kind: 'percent',
      percent: '12,5',
      amountGbp: '5',
      minimumUah: '1000',
      startsAt: '2026-03-01T09:30',
      maxUsesPerCustomer: '1',
      scope: 'categories',
      scopeIds: '4, 9 12',
    });
    expect(body).toMatchObject({
      code: 'SPRING10',
      percent: '12.5',
      amounts: {},
      minimums: { UAH: '1000' },
      startsAt: '2026-03-01T09:30:00Z',
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      scopeIds: [4, 9, 12],
    });
    expect(promotionBody({ ...EMPTY_PROMOTION, code: 'X', kind: 'free-delivery', percent: '10', scopeIds: '3' })).toMatchObject({
      percent: null,
      scope: 'all',
      scopeIds: [],
    });
  });

  it('reads a saved code back into the form, and sends it again as it was', () => {
    const form = formOf(row);
    expect(form).toMatchObject({ amountGbp: '5.00', amountUah: '250.00', startsAt: '2026-03-01T00:00', scopeIds: '3, 4', maxUses: '100' });
    expect(promotionBody(form)).toMatchObject({ amounts: row.amounts, minimums: row.minimums, startsAt: '2026-03-01T00:00:00Z', scopeIds: [3, 4] });
  });

  it('says whether a code is on now', () => {
    expect(isLive(row, new Date('2026-03-15T00:00:00Z'))).toBe(true);
    expect(isLive(row, new Date('2026-04-01T00:00:00Z'))).toBe(false);
    expect(isLive(row, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isLive({ ...row, active: false }, new Date('2026-03-15T00:00:00Z'))).toBe(false);
  });
});

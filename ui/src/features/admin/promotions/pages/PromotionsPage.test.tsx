import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubAdminApi } from '../../../../../test/admin';
import type { PromotionRow } from '../types';
import PromotionsPage from './PromotionsPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

const LIST = '/api/admin/promotions';

function row(overrides: Partial<PromotionRow> = {}): PromotionRow {
  return {
    _id: '7',
    code: 'SPRING10',
    name: 'Spring sale',
    note: '',
    kind: 'percent',
    percent: '10',
    amounts: {},
    minimums: { GBP: '20.00' },
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    scope: 'all',
    scopeIds: [],
    combinesWithSale: false,
    active: true,
    createdAt: '2026-11-11T13:51:00Z',
    uses: 2,
    revenueGbp: '80.40',
    discountGbp: '8.93',
    ...overrides,
  };
}

const renderList = () => renderAdmin(<PromotionsPage />, { url: '/admin-dash/promotions', path: '/admin-dash/promotions' });

describe('PromotionsPage', () => {
  it('lists each code with its uses and revenue, and deletes only an unused one', async () => {
    const unused = row({ _id: '8', code: 'FREESHIP', kind: 'free-delivery', percent: null, uses: 0, maxUses: null, revenueGbp: '0.00', discountGbp: '0.00' });
    const api = stubAdminApi({ [`GET ${LIST}`]: [200, [row(), unused]], [`DELETE ${LIST}/8`]: [204, null] });
    renderList();
    const [first, second] = await screen.findAllByTestId('promotion-row');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('2 of 100')).toBeTruthy();
    expect(within(first).getByText('£80.40')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Delete SPRING10' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Delete FREESHIP' }));
    await waitFor(() => expect(api.sent('DELETE', `${LIST}/8`)).toHaveLength(1));
  });

  it('creates a code with the form and says what the server refused', async () => {
    const api = stubAdminApi({
      [`GET ${LIST}`]: [200, []],
      [`POST ${LIST}`]: [409, { message: 'Another promotion already has this code.', errors: { code: ['Another promotion already has this code.'] } }],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'New code' }));
    fireEvent.change(screen.getByLabelText('Code (letters, digits, dashes)'), { target: { value: 'spring 10' } });
    fireEvent.change(screen.getByLabelText('Percentage (above 0, at most 100)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', LIST)).toHaveLength(1));
    expect(api.sent('POST', LIST)[0]?.body).toMatchObject({ code: 'SPRING10', kind: 'percent', percent: '10', scope: 'all' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Another promotion already has this code.');
  });
});

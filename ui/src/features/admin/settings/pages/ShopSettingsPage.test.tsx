import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, renderAdmin, stubAdminApi, type AdminAnswer } from '../../../../../test/admin';
import { demoSettings } from '../../../../../test/admin-settings';
import type { ShopSettings } from '../types';
import ShopSettingsPage from './ShopSettingsPage';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast }));

const URL = '/api/admin/settings';

async function open(put: AdminAnswer = (request) => [200, request.body], language?: 'en' | 'ua') {
  const api = stubAdminApi({ [`GET ${URL}`]: [200, demoSettings()], [`PUT ${URL}`]: put });
  const view = await renderAdmin(<ShopSettingsPage />, { url: '/admin-dash/settings', language });
  await screen.findByRole('heading', { level: 1 });
  return { api, view };
}

const field = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByLabelText(name) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
// The form is long: role queries over all of it are slow in jsdom, so sections and the button are found by their text.
const region = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section') as HTMLElement;
const save = () => fireEvent.click(screen.getByText('Save settings', { selector: 'button' }));

// The whole settings form re-renders on every keystroke of these tests: on a busy two-core machine a test may take
// well over the default 30 s, which is no sign of a fault.
describe('ShopSettingsPage', { timeout: 90_000 }, () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('shows the saved details, each text in a tab per language', async () => {
    const { api } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeTruthy();
    expect(api.sent('GET', URL)[0]?.headers.Authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(field('Phone, as shown').value).toBe('+38 (050) 400-70-15');
    expect(field('E-mail').value).toBe('info@dancefabrics.shop');
    const shop = region("The shop's address");
    expect(field(/Street and number/, within(shop).getByRole('tabpanel')).value).toBe('12 Khreshchatyk St');
    fireEvent.click(within(shop).getByRole('tab', { name: /Ukrainian/ }));
    expect(field(/Street and number/, within(shop).getByRole('tabpanel')).value).toBe('вул. Хрещатик, 12');
    const hours = within(region('Pickup point')).getByRole('group', { name: 'Opening hours 1' });
    expect((within(hours).getByLabelText('Saturday') as HTMLInputElement).checked).toBe(true);
    expect((within(hours).getByLabelText('Sunday') as HTMLInputElement).checked).toBe(false);
    expect(field('Opens', hours).value).toBe('10:00');
  });

  it('saves the whole document, the number for calls following the phone shown, and says so', async () => {
    const { api } = await open();
    type(field('Phone, as shown'), '+38 (044) 222-33-44');
    expect(field('Phone for calls (E.164)').value).toBe('+380442223344');
    const pickup = region('Pickup point');
    type(field(/Street and number/, within(pickup).getByRole('tabpanel')), ' 5 Rynok Square ');
    fireEvent.click(within(pickup).getByRole('button', { name: 'Add opening hours' }));
    const second = within(pickup).getByRole('group', { name: 'Opening hours 2' });
    fireEvent.click(within(second).getByLabelText('Sunday'));
    type(field('Closes', second), '15:00');
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
    save();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved: the storefront, e-mails and invoices show them from now on.'));
    const [request] = api.sent('PUT', URL);
    const sent = request?.body as ShopSettings;
    expect(request?.headers.Authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(sent.phone).toEqual({ display: '+38 (044) 222-33-44', e164: '+380442223344' });
    expect(sent.pickup.street.en).toBe('5 Rynok Square');
    expect(sent.pickup.hours).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '10:00', closes: '19:00' },
      { days: ['sun'], opens: '10:00', closes: '15:00' },
    ]);
    expect(sent.shop).toEqual(demoSettings().shop);
    expect(sent.social).toEqual({ instagram: 'https://www.instagram.com/dancefabrics.shop/', facebook: '', youtube: '', tiktok: '' });
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
  });

  it('checks the rules first: nothing is sent, the fields say what is wrong, the first one takes the focus', async () => {
    const { api } = await open();
    type(field('E-mail'), 'info@');
    type(field('IBAN'), 'UA21 3223 1300 0002 6007 2335 6600 2');
    type(field(/^Instagram/), 'http://www.instagram.com/dancefabrics.shop/');
    const shop = region("The shop's address");
    type(field(/Street and number/, within(shop).getByRole('tabpanel')), '');
    save();

    expect(api.sent('PUT', URL)).toHaveLength(0);
    expect(screen.getByText('Please check the highlighted fields.', { selector: '[role="alert"]' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Please check the highlighted fields.');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('The check digits of this IBAN do not match: please look for a typo.')).toBeTruthy();
    expect(screen.getByText(/Enter a full address starting with https:\/\//)).toBeTruthy();
    expect(within(shop).getByText('This field is required.')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    // Fixing a field clears its message.
    type(field('E-mail'), 'hello@dancefabrics.shop');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('opens the language tab whose text is missing', async () => {
    await open();
    const pickup = region('Pickup point');
    fireEvent.click(within(pickup).getByRole('tab', { name: /German/ }));
    fireEvent.click(within(pickup).getByRole('tab', { name: /English/ }));
    const english = within(pickup).getByRole('tabpanel');
    type(field(/^City/, english), '');
    fireEvent.click(within(pickup).getByRole('tab', { name: /German/ }));
    save();
    await waitFor(() => expect(within(pickup).getByRole('tab', { selected: true }).textContent).toContain('EN'));
    expect(within(pickup).getByRole('tab', { name: /English.*errors/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('settings-pickup-city-en'));
  });

  it('shows the server’s refusal beside the field it names, in the server’s words', async () => {
    await open(() => [
      400,
      { message: 'Будь ласка, перевірте виділені поля.', errors: { bank: { bic: ['BIC не той.'] } } },
    ]);
    type(field(/^BIC/), 'ABCDUAXX');
    save();
    expect(await screen.findByText('BIC не той.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Будь ласка, перевірте виділені поля.');
    expect(field(/^BIC/).getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks the staff member’s language', async () => {
    await open(undefined, 'ua');
    expect(screen.getByRole('heading', { level: 1, name: 'Налаштування магазину' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Зберегти налаштування' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Пункт самовивозу' })).toBeTruthy();
  });

  it('has no accessibility violations axe can find', async () => {
    const { view } = await open();
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

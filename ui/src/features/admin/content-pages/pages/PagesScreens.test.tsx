import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderAdmin, stubAdminApi } from '../../../../../test/admin';
import type { AdminPage } from '../api';
import { formErrors, isIncomplete, missingLanguages, textsOf, toChange } from '../editor';
import PageEditorPage from './PageEditorPage';
import PagesPage from './PagesPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

function faq(overrides: Partial<AdminPage> = {}): AdminPage {
  return {
    slug: 'faq', path: '/FAQ', published: true, startingText: true, alwaysShown: true, edited: false, updatedAt: null,
    title: 'Frequently asked questions', missing: ['pl', 'ru'],
    translations: {
      en: { title: 'Frequently asked questions', body: '### How is fabric sold?\n\nBy length.' },
      ua: { title: 'Часті запитання', body: '### Як продаються тканини?\n\nНа довжину.' },
      pl: null,
      ru: null,
      de: { title: 'Häufige Fragen', body: '### Wie wird Stoff verkauft?\n\nAls Meterware.' },
    },
    ...overrides,
  };
}

const PREVIEW = { title: 'Häufige Fragen', html: '<details class="faq__item"><summary class="faq__question">Wie wird Stoff verkauft?</summary><div class="faq__answer"><p>Meterweise.</p></div></details>', problems: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('the page editor form', () => {
  it('sends a language left empty as none, and names the languages that show English', () => {
    const texts = textsOf(faq());
    expect(missingLanguages(texts)).toEqual(['pl', 'ru']);
    const change = toChange(true, texts);
    expect(change.translations.pl).toBeNull();
    expect(change.translations.de).toEqual({ title: 'Häufige Fragen', body: '### Wie wird Stoff verkauft?\n\nAls Meterware.' });
    const half = { ...texts, pl: { title: 'Najczęstsze pytania', body: '' } };
    expect(isIncomplete(half.pl)).toBe(true);
    expect(missingLanguages(half)).toEqual(['pl', 'ru']);
    expect(toChange(true, half).translations.pl).toEqual({ title: 'Najczęstsze pytania', body: '' });
  });

  it("reads the server's field errors by language", () => {
    const error = new ApiError(400, 'Check', { translations: { de: { body: ['Write Markdown here: HTML such as <b> is not allowed.'] } } });
    expect(formErrors(error)?.texts.de?.body).toBe('Write Markdown here: HTML such as <b> is not allowed.');
    expect(formErrors(new ApiError(500, 'x'))).toBeNull();
  });
});

describe('the pages screens', () => {
  it('list every page with the languages it still lacks', async () => {
    stubAdminApi({ 'GET /api/admin/pages': [200, [faq(), faq({ slug: 'size-guide', path: '/pages/size-guide', title: 'Size guide', missing: [], published: false, startingText: false, alwaysShown: false, edited: true, updatedAt: '2026-12-01T10:00:00Z' })]] });
    await renderAdmin(<PagesPage />, { url: '/admin-dash/pages' });
    const rows = await screen.findAllByTestId('page-row');
    expect(within(rows[0]!).getByText('No text in: Polish, Russian')).toBeTruthy();
    expect(within(rows[0]!).getByText('Starting text')).toBeTruthy();
    expect(within(rows[1]!).getByText('Hidden')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Size guide' }).getAttribute('href')).toBe('/admin-dash/pages/size-guide');
  });

  it('edit a language with a live preview from the server, warn of the missing ones and save', async () => {
    const saved = faq({ edited: true, updatedAt: '2026-12-03T10:00:00Z' });
    const api = stubAdminApi({
      'GET /api/admin/pages/faq': [200, faq()],
      'GET /api/admin/page-placeholders?lng=de': [200, [{ name: 'giftCardMonths', value: '36 Monate', block: false }]],
      'GET /api/admin/page-placeholders?lng=pl': [200, []],
      'POST /api/admin/page-preview': [200, PREVIEW],
      'PUT /api/admin/pages/faq': [200, saved],
    });
    await renderAdmin(<PageEditorPage />, { url: '/admin-dash/pages/faq', path: '/admin-dash/pages/:slug', language: 'de' });
    const tabs = await screen.findByRole('tablist', { name: 'Text der Seite' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toContain('DE');
    const body = screen.getByLabelText(/Text \(Markdown\) — Deutsch/);
    fireEvent.change(body, { target: { value: '### Wie wird Stoff verkauft?\n\nMeterweise.' } });
    await waitFor(() => expect(api.sent('POST', '/api/admin/page-preview').at(-1)?.body).toEqual({
      language: 'de', title: 'Häufige Fragen', body: '### Wie wird Stoff verkauft?\n\nMeterweise.' }));
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(await within(preview).findByText('Meterweise.')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /Polnisch/ }));
    expect(screen.getByText('Es gibt noch keinen polnischen Text: Wer den Shop auf Polnisch liest, sieht den englischen Text.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Die Seite ist gespeichert: Der Shop zeigt sie jetzt an.'));
    const [put] = api.sent('PUT', '/api/admin/pages/faq');
    expect(put?.body).toMatchObject({ published: true, translations: { pl: null, de: { body: '### Wie wird Stoff verkauft?\n\nMeterweise.' } } });
    expect(screen.getByText('Ursprünglichen Text wiederherstellen')).toBeTruthy();
  });

  it("show the server's refusal under the field, on its language's tab", async () => {
    stubAdminApi({
      'GET /api/admin/pages/faq': [200, faq()],
      'GET /api/admin/page-placeholders?lng=en': [200, []],
      'GET /api/admin/page-placeholders?lng=ua': [200, []],
      'POST /api/admin/page-preview': [200, { ...PREVIEW, problems: ['Write Markdown here: HTML such as <b> is not allowed.'] }],
      'PUT /api/admin/pages/faq': [400, { message: 'x', errors: { translations: { ua: { body: ['Write Markdown here: HTML such as <b> is not allowed.'] } } } }],
    });
    await renderAdmin(<PageEditorPage />, { url: '/admin-dash/pages/faq', path: '/admin-dash/pages/:slug' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The page could not be saved. Please check the highlighted fields.'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('UA');
    expect(screen.getByLabelText(/Text \(Markdown\) — Ukrainian/).getAttribute('aria-invalid')).toBe('true');
  });
});

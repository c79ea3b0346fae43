import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import deShell from '../../../../locales/de/shell.json';
import enShell from '../../../../locales/en/shell.json';
import uaShell from '../../../../locales/ua/shell.json';
import CallbackModal from './CallbackModal';

async function renderModal(language: 'en' | 'ua' | 'de' = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: enShell }, ua: { shell: uaShell }, de: { shell: deShell } },
    interpolation: { escapeValue: false },
  });
  const onClose = vi.fn();
  // Like the layout: the form stays mounted, the parent opens and closes it.
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Reopen
        </button>
        <CallbackModal
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { ...view, onClose };
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Call me back' }));

function fillValid() {
  type('Your name', 'Olena');
  type('Phone number', '+38 (050) 400-70-15');
  type('Your question', 'Do you have ivory chiffon?');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('CallbackModal', () => {
  it('is a labelled modal dialog that starts on the name, with the box unticked', async () => {
    await renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Order a call back' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field('Your name'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('checks the three rules in order and sends nothing until they pass', async () => {
    const fetchMock = answer(201, { message: 'Запит успішно створено!' });
    await renderModal();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all the fields!');
    type('Your name', 'Olena');
    type('Phone number', '12345');
    type('Your question', 'Ivory chiffon?');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid international phone number!');
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    type('Phone number', '0504007015');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'You need to read and agree to the Privacy Policy before continuing.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the rule messages in Ukrainian', async () => {
    const fetchMock = answer(201, { message: 'Запит успішно створено!' });
    await renderModal('ua');
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Передзвоніть мені' }));
    send();
    expect(screen.getByRole('alert').textContent).toBe('Будь ласка, заповніть усі поля!');
    type("Ваше ім’я", 'Олена');
    type('Номер телефону', '12345');
    type('Ваше запитання', 'Чи є шифон кольору айворі?');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Будь ласка, введіть правильний міжнародний номер телефону!');
    type('Номер телефону', '0504007015');
    send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Щоб продовжити, прочитайте Політику конфіденційності та погодьтеся з нею.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the rule messages and both toasts in German', async () => {
    answer(201, { message: 'Запит успішно створено!', data: {} });
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const { onClose } = await renderModal('de');
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Bitte rufen Sie mich an' }));
    send();
    expect(screen.getByRole('alert').textContent).toBe('Bitte füllen Sie alle Felder aus!');
    type('Ihr Name', 'Anna');
    type('Telefonnummer', '12345');
    type('Ihre Frage', 'Haben Sie Chiffon in Elfenbein?');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige internationale Telefonnummer ein!');
    type('Telefonnummer', '+49 30 12345678');
    send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte lesen Sie die Datenschutzerklärung und stimmen Sie ihr zu, bevor Sie fortfahren.',
    );
    fireEvent.click(screen.getByRole('checkbox'));
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('Sie haben einen Rückruf angefordert – wir melden uns in Kürze bei Ihnen.');

    answer(200, { message: 'OK' });
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    type('Ihr Name', 'Anna');
    type('Telefonnummer', '+49 30 12345678');
    type('Ihre Frage', 'Haben Sie Chiffon in Elfenbein?');
    fireEvent.click(screen.getByRole('checkbox'));
    send();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Etwas ist schiefgelaufen!'));
  });

  it('sends the query as Unprocessed, then thanks, closes and clears on success', async () => {
    const fetchMock = answer(201, { message: 'Запит успішно створено!', data: {} });
    const success = vi.spyOn(toast, 'success');
    const { onClose } = await renderModal();
    fillValid();
    submit();
    expect((screen.getByRole('button', { name: /Sending/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('You have ordered a call, we will contact you shortly.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/queries');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Olena',
      phone: '+38 (050) 400-70-15',
      query: 'Do you have ivory chiffon?',
      status: 'Unprocessed',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect((field('Your name') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['a 2xx answer without the success message', () => answer(200, { message: 'OK' })],
    ['a 400 answer', () => answer(400, { message: 'The name or the question is too long.' })],
    ['a network failure', () => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))],
  ])('stays open with the values after %s', async (_case, stub) => {
    stub();
    const error = vi.spyOn(toast, 'error');
    const { onClose } = await renderModal();
    fillValid();
    submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!'));
    expect(onClose).not.toHaveBeenCalled();
    expect((field('Your name') as HTMLInputElement).value).toBe('Olena');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Call me back' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks the fields a 400 names in errors, with the server message', async () => {
    answer(400, { message: 'Please enter a valid international phone number!', errors: { phone: ['Please enter a valid international phone number!'] } });
    await renderModal();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid international phone number!');
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Your name').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a question over 2,000 characters before sending, in the visitor language', async () => {
    const fetchMock = answer(201, {});
    await renderModal('ua');
    type("Ваше ім’я", 'Olena');
    type('Номер телефону', '+38 (050) 400-70-15');
    type('Ваше запитання', 'q'.repeat(2001));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: uaShell.callback.submit }));
    expect(screen.getByRole('alert').textContent).toBe('Запитання має містити не більше 2000 символів.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes with Esc and with a click outside, keeping the draft', async () => {
    const { onClose } = await renderModal();
    type('Your name', 'Olena');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect((field('Your name') as HTMLInputElement).value).toBe('Olena');

    // A press that starts inside and ends outside (a text selection) does not close it.
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.pointerDown(field('Your name'));
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

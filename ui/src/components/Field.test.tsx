import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../test/render-shop';
import { CountryField, TextField } from './Field';

describe('Field', () => {
  it('labels the control, says "optional" in the interface language and ties the hint and error to it', async () => {
    await renderShop(<TextField id="company" label="Firma" optional hint="Do faktury" error="Za długa nazwa" />, { language: 'pl' });

    const input = screen.getByRole('textbox', { name: /^Firma/ }) as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).toBe('Firma (opcjonalnie)');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('company-hint company-error');
    expect(screen.getByRole('alert').textContent).toBe('Za długa nazwa');
  });

  it('shows an error without announcing it when told to', async () => {
    await renderShop(<TextField id="email" label="Email" type="email" error="Enter your email." announce={false} />);

    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByText('Enter your email.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists only the countries asked for, after the empty choice', async () => {
    await renderShop(
      <CountryField id="country" label="Country" emptyOption="Choose a country" include={(code) => code === 'PL' || code === 'DE'} />,
    );

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a country', 'Germany', 'Poland']);
  });
});

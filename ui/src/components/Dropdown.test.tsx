import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown';

function renderMenu(onPick = vi.fn()) {
  render(
    <>
      <Dropdown label="Currency: GBP" button="GBP">
        {['GBP', 'UAH', 'USD'].map((code) => (
          <button key={code} type="button" role="menuitemradio" aria-checked={code === 'GBP'} onClick={() => onPick(code)}>
            {code}
          </button>
        ))}
      </Dropdown>
      <p>Elsewhere</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Currency: GBP' }), onPick };
}

describe('Dropdown', () => {
  it('toggles on its button', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside, not inside', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('menuitemradio', { name: 'UAH' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a choice and gives focus back to the button', () => {
    const { button, onPick } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'USD' }));
    expect(onPick).toHaveBeenCalledWith('USD');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens from the keyboard on the checked item; arrows, Home, End move; Esc closes', () => {
    const { button } = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

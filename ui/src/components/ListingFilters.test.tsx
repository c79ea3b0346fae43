import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/render-shop';
import { ListingFilters, useMergedColours } from './ListingFilters';
import { parseListing } from './listing-params';
import type { ColourCount } from './product-types';

const facets: ColourCount[] = [
  { _id: '1', name: 'Black', name_en: 'Black', name_ua: 'Чорний', name_pl: 'Czarny', name_ru: 'Чёрный', name_de: 'Schwarz', slug: 'black', hex: '#000000', brand: 'dsi', count: 3 },
  { _id: '2', name: 'Bottle Green', name_en: 'Bottle Green', name_ua: 'Пляшковий зелений', name_pl: 'Butelkowa zieleń', name_ru: 'Бутылочный зелёный', name_de: 'Flaschengrün', slug: 'bottle-green', hex: '#006A4E', brand: 'dsi', count: 2 },
  // A colour staff have not named in every language yet.
  { _id: '3', name: 'Mauve', name_en: 'Mauve', name_ua: 'Mauve', slug: 'mauve', hex: '#E0B0FF', brand: 'dsi', count: 1 },
];

function Filters({ onChange = vi.fn() }: { onChange?: () => void }) {
  const colours = useMergedColours(facets);
  return <ListingFilters state={parseListing(new URLSearchParams('color=bottle-green'))} colours={colours} onChange={onChange} />;
}

describe('ListingFilters', () => {
  it('names the colour chips in the interface language', async () => {
    await renderShop(<Filters />, { language: 'ua' });
    const group = await screen.findByRole('group', { name: 'Колір' });
    const chips = within(group).getAllByRole('button').map((chip) => chip.getAttribute('title'));
    expect(chips).toEqual(['Пляшковий зелений', 'Чорний', 'Mauve']);
    expect(within(group).getByRole('button', { name: /Пляшковий зелений/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).queryByText('Black')).toBeNull();
    expect(within(group).queryByText('Bottle Green')).toBeNull();
  });

  it('shows the English names in English', async () => {
    await renderShop(<Filters />);
    const group = await screen.findByRole('group', { name: 'Colour' });
    expect(within(group).getAllByRole('button').map((chip) => chip.getAttribute('title'))).toEqual(['Black', 'Bottle Green', 'Mauve']);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  changedFields,
  chooseLevel,
  emptyForm,
  formFromProduct,
  levelOptions,
  minimumOf,
  serverFieldErrors,
  toInput,
  validateForm,
} from './product-form';
import { makeAdminProduct, OPTIONS } from './test-helpers';

describe('the product form and the API', () => {
  it('opens a product as typed text and sends it back as the API takes it', () => {
    const product = makeAdminProduct({ names: { en: 'Lycra Royal', ua: 'Лайкра', pl: 'Lycra PL' } });
    const form = formFromProduct(product);
    expect(form).toMatchObject({
      product_id: 'CHR-LYC-0001',
      price: '2.50',
      discount: '10',
      minimum: '0.1',
      stock: '25.50',
      categories: ['fabrics', 'lycra', '', ''],
      brandId: '3',
      colourId: '5',
    });
    expect(form.names).toEqual({ en: 'Lycra Royal', ua: 'Лайкра', pl: 'Lycra PL', ru: '', de: '' });
    expect(toInput(form)).toEqual({
      product_id: 'CHR-LYC-0001',
      names: { en: 'Lycra Royal', ua: 'Лайкра', pl: 'Lycra PL', ru: '', de: '' },
      descriptions: { en: 'Four-way stretch.', ua: 'Еластична в чотирьох напрямках.', pl: '', ru: '', de: '' },
      price: '2.50',
      discount: 10,
      minimum: '0.1',
      unit: 'm',
      stock: '25.50',
      category1: 'fabrics',
      category2: 'lycra',
      category3: null,
      category4: null,
      brandId: '3',
      colourId: '5',
      isActive: true,
      isGiftCard: false,
    });
  });

  it('keeps money as the decimal string typed, trimmed, never a float', () => {
    const form = { ...emptyForm(), price: ' 0.10 ', stock: '3' };
    expect(toInput(form).price).toBe('0.10');
    expect(toInput(form).stock).toBe('3');
  });

  it('sends only the fields that changed (PUT is partial)', () => {
    const initial = formFromProduct(makeAdminProduct());
    const edited = { ...initial, price: '3.10', names: { ...initial.names, de: 'Lycra Königsblau' }, brandId: '' };
    expect(changedFields(initial, edited)).toEqual({
      price: '3.10',
      names: { en: 'Lycra Royal', ua: 'Лайкра королівська', pl: '', ru: '', de: 'Lycra Königsblau' },
      brandId: null,
    });
    expect(changedFields(initial, { ...initial, price: ' 2.50 ' })).toEqual({});
  });

  it('starts a new product in the list category: fabrics by the metre, gift cards by the piece', () => {
    expect(emptyForm({ category1: 'gift-cards' })).toMatchObject({
      categories: ['gift-cards', '', '', ''],
      isGiftCard: true,
      minimum: '1',
      unit: 'pcs',
      isActive: true,
    });
    expect(emptyForm({ category1: 'fabrics' })).toMatchObject({ minimum: '0.1', unit: 'm', isGiftCard: false });
    expect(minimumOf('0.10')).toBe('0.1');
    expect(minimumOf('1.00')).toBe('1');
  });

  it('checks the fields staff most often get wrong', () => {
    const form = { ...emptyForm(), names: { en: 'Velvet', ua: '', pl: '', ru: '', de: '' }, price: '2.505', discount: '120', stock: 'lots' };
    expect(validateForm(form)).toEqual({
      'names.ua': 'errors.required',
      product_id: 'errors.required',
      price: 'errors.amount',
      discount: 'errors.discount',
      stock: 'errors.quantity',
      category1: 'errors.required',
    });
    const valid = formFromProduct(makeAdminProduct());
    expect(validateForm(valid)).toEqual({});
  });

  it('puts the server field errors on the form fields', () => {
    const error = new ApiError(400, 'Invalid input.', {
      names: { ua: ['Fill in this field.'] },
      price: ['Enter a price from 0 to 9999999999.99.'],
      brandId: ['Unknown brand.'],
      sku: ['Taken.'],
    });
    expect(serverFieldErrors(error)).toEqual({
      'names.ua': 'Fill in this field.',
      price: 'Enter a price from 0 to 9999999999.99.',
      brandId: 'Unknown brand.',
      product_id: 'Taken.',
    });
    expect(serverFieldErrors(new ApiError(400, 'x', { json: { discount: ['Bad.'] } }))).toEqual({ discount: 'Bad.' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});

describe('category levels', () => {
  it('offers each level the children of the levels chosen above it', () => {
    expect(levelOptions(OPTIONS.categories, ['', '', '', ''], 0)).toEqual([
      { value: 'fabrics', label: 'Fabrics' },
      { value: 'crystals', label: 'Crystals' },
    ]);
    expect(levelOptions(OPTIONS.categories, ['fabrics', '', '', ''], 1)).toEqual([
      { value: 'lycra', label: 'Lycra' },
      { value: 'velvet', label: 'Velvet' },
    ]);
    expect(levelOptions(OPTIONS.categories, ['fabrics', 'lycra', '', ''], 2)).toEqual([{ value: 'matt', label: 'Matt' }]);
    expect(levelOptions(OPTIONS.categories, ['fabrics', '', '', ''], 2)).toEqual([]);
  });

  it('clears the levels below a new choice', () => {
    expect(chooseLevel(['fabrics', 'lycra', 'matt', ''], 1, 'velvet')).toEqual(['fabrics', 'velvet', '', '']);
    expect(chooseLevel(['fabrics', 'lycra', 'matt', ''], 0, 'crystals')).toEqual(['crystals', '', '', '']);
  });
});

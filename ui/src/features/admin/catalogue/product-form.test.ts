import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  changedFields,
  chooseLevel,
  emptyForm,
  formFromProduct,
  colourGroups,
  levelOptions,
  minimumOf,
  perMetre,
  perTenth,
  serverFieldErrors,
  toInput,
  validateForm,
  withMinimum,
} from './product-form';
import { makeAdminProduct, OPTIONS } from './test-helpers';

describe('the product form and the API', () => {
  it('opens a product as typed text and sends it back as the API takes it', () => {
    const product = makeAdminProduct({ names: { en: 'Lycra Royal', ua: 'Лайкра', pl: 'Lycra PL' } });
    const form = formFromProduct(product);
    expect(form).toMatchObject({
      product_id: 'CHR-LYC-0001',
      price: '25.00', // a fabric's price is typed per metre; the shop keeps £2.50 per 10 cm
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
      weightGrams: 200,
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
    const edited = { ...initial, price: '31.00', names: { ...initial.names, de: 'Lycra Königsblau' }, brandId: '' };
    expect(changedFields(initial, edited)).toEqual({
      price: '3.10',
      names: { en: 'Lycra Royal', ua: 'Лайкра королівська', pl: '', ru: '', de: 'Lycra Königsblau' },
      brandId: null,
    });
    expect(changedFields(initial, { ...initial, price: ' 25 ' })).toEqual({});
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
    const form = {
      ...emptyForm(),
      names: { en: 'Velvet', ua: '', pl: '', ru: '', de: '' },
      price: '2.505',
      discount: '120',
      stock: 'lots',
      weightGrams: '2.5',
    };
    expect(validateForm(form)).toEqual({
      'names.ua': 'errors.required',
      product_id: 'errors.required',
      price: 'errors.amount',
      discount: 'errors.discount',
      stock: 'errors.quantity',
      weightGrams: 'errors.weight',
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

  it('reads a currency amount’s error onto its field, as a dict or a nested schema sends it', () => {
    const asDict = new ApiError(400, 'x', { currencyPrices: { EUR: { value: ['Enter a price.'] } } });
    expect(serverFieldErrors(asDict)).toEqual({ 'currencyPrices.EUR': 'Enter a price.' });
    const nested = new ApiError(400, 'x', { json: { currencyPrices: { UAH: ['Enter a price.'] } } });
    expect(serverFieldErrors(nested)).toEqual({ 'currencyPrices.UAH': 'Enter a price.' });
    const whole = new ApiError(409, 'x', { currencyPrices: ['Only gift cards have amounts of their own.'] });
    expect(serverFieldErrors(whole)).toEqual({ currencyPrices: 'Only gift cards have amounts of their own.' });
  });
});

describe('a gift card’s own amounts', () => {
  const card = makeAdminProduct({ category1: 'gift-cards', isGiftCard: true, currencyPrices: { UAH: '1000.00' } });

  it('sends the amounts filled in, trimmed, and null when none is', () => {
    const form = formFromProduct(card);
    expect(form.currencyPrices).toEqual({ UAH: '1000.00', EUR: '', USD: '' });
    expect(toInput({ ...form, currencyPrices: { UAH: '1000.00', EUR: ' 25 ', USD: '' } }).currencyPrices).toEqual({ UAH: '1000.00', EUR: '25' });
    expect(toInput({ ...form, currencyPrices: { UAH: ' ', EUR: '', USD: '' } }).currencyPrices).toBeNull();
  });

  it('leaves them out of anything that is not a gift card, and clears them when a card stops being one', () => {
    const plain = formFromProduct(makeAdminProduct());
    expect(toInput({ ...plain, currencyPrices: { UAH: '1000', EUR: '', USD: '' } })).not.toHaveProperty('currencyPrices');
    const form = formFromProduct(card);
    expect(changedFields(form, { ...form, isGiftCard: false })).toEqual({ isGiftCard: false, currencyPrices: null });
    expect(changedFields(form, { ...form, currencyPrices: { ...form.currencyPrices, USD: '30' } })).toEqual({
      currencyPrices: { UAH: '1000.00', USD: '30' },
    });
    expect(changedFields(form, form)).toEqual({});
  });

  it('checks each amount like the price', () => {
    const form = formFromProduct(card);
    expect(validateForm({ ...form, currencyPrices: { UAH: '1000,5', EUR: '25', USD: '' } })).toEqual({ 'currencyPrices.UAH': 'errors.amount' });
    expect(validateForm({ ...form, isGiftCard: false, currencyPrices: { UAH: 'x', EUR: '', USD: '' } })).toEqual({});
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

describe('fabric priced per metre', () => {
  it('shows the stored price per 10 cm as a metre’s and stores a metre’s per 10 cm, exactly', () => {
    expect(perMetre('1.95')).toBe('19.50');
    expect(perTenth('19.50')).toBe('1.95');
    expect(perTenth('19.5')).toBe('1.95');
    expect(perTenth('0.10')).toBe('0.01');
    expect(perTenth('19.55')).toBeNull(); // 1.955 per 10 cm: the shop keeps two decimals
  });

  it('refuses a price per metre the shop cannot keep per 10 cm, and not a price per piece', () => {
    const fabric = { ...emptyForm({ category1: 'fabrics' }), price: '19.55' };
    expect(validateForm(fabric).price).toBe('errors.perMetre');
    expect(validateForm({ ...fabric, price: '19.50' }).price).toBeUndefined();
    expect(validateForm({ ...fabric, minimum: '1', price: '19.55' }).price).toBeUndefined();
  });

  it('lets the unit follow the way of selling', () => {
    const byPiece = withMinimum(emptyForm({ category1: 'fabrics' }), '1');
    expect([byPiece.minimum, byPiece.unit]).toEqual(['1', 'pcs']);
    expect(withMinimum(byPiece, '0.1').unit).toBe('m');
    expect(withMinimum({ ...byPiece, unit: 'pack' }, '1').unit).toBe('pack');
  });
});

describe('colours grouped by brand', () => {
  const options = {
    ...OPTIONS,
    brands: [
      { _id: '1', name: 'Chrisanne' },
      { _id: '2', name: 'DSI' },
    ],
    colours: [
      { _id: '10', name: 'Black', hex: '#000000', brandId: '2' },
      { _id: '11', name: 'Black', hex: '#000000', brandId: '1' },
      { _id: '12', name: 'Black', hex: '#000000', brandId: '1' },
      { _id: '13', name: 'Royal Blue', hex: '#4169E1', brandId: '1' },
      { _id: '14', name: 'White', hex: '#FFFFFF', brandId: null },
    ],
  };

  it('puts the product’s brand first, then colours of no brand, each colour once', () => {
    const groups = colourGroups(options, '1', '', '');
    expect(groups.map((group) => [group.brandName, group.colours.map((colour) => colour._id)])).toEqual([
      ['Chrisanne', ['11', '13']],
      ['', ['14']],
      ['DSI', ['10']],
    ]);
  });

  it('finds colours by name or hex and keeps the chosen one', () => {
    expect(colourGroups(options, '', 'blue', '').flatMap((group) => group.colours.map((colour) => colour._id))).toEqual(['13']);
    expect(colourGroups(options, '', '#fff', '').flatMap((group) => group.colours.map((colour) => colour._id))).toEqual(['14']);
    expect(colourGroups(options, '', 'blue', '12').flatMap((group) => group.colours.map((colour) => colour._id))).toEqual(['12', '13']);
  });
});

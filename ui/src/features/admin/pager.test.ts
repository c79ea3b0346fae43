import { describe, expect, it } from 'vitest';
import { clampPage, newestFirst, PAGE_SIZE, pageCount, pageItems, parsePage } from './pager';

describe('admin list paging', () => {
  it('shows 4 a page', () => {
    expect(PAGE_SIZE).toBe(4);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(5)).toBe(2);
    expect(pageCount(9)).toBe(3);
    expect(pageCount(-3)).toBe(1);
  });

  it('keeps a page within the list', () => {
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(-1, 2)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('cuts a whole list into pages, the last one short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4]);
    expect(pageItems(items, 3)).toEqual([9]);
    // A page past the end shows the last one (the list shrank under it).
    expect(pageItems(items, 7)).toEqual([9]);
    expect(pageItems([], 1)).toEqual([]);
  });

  it('reads a stored page number, 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(2)).toBe(2);
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', undefined]) expect(parsePage(raw), String(raw)).toBe(1);
  });

  it('puts the newest first', () => {
    const list = [
      { id: 'a', createdAt: '2026-11-01T10:00:00Z' },
      { id: 'b', createdAt: '2026-11-03T09:00:00Z' },
      { id: 'c', createdAt: '2026-11-02T23:59:00+02:00' },
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

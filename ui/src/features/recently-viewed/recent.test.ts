import { describe, expect, it } from 'vitest';
import { addViewed, RECENTLY_VIEWED_LIMIT } from './recent';

describe('recently viewed', () => {
  it('puts the newest first without duplicates', () => {
    const list = addViewed(addViewed(addViewed([], { _id: 'a' }), { _id: 'b' }), { _id: 'a' });
    expect(list.map((item) => item._id)).toEqual(['a', 'b']);
  });

  it('keeps at most 20, dropping the oldest', () => {
    let list: { _id: string }[] = [];
    for (let i = 1; i <= 25; i += 1) list = addViewed(list, { _id: String(i) });
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]?._id).toBe('25');
    expect(list.at(-1)?._id).toBe('6');
  });
});

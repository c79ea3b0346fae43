import { describe, expect, it } from 'vitest';
import { reasonsFor, ruleOf } from './return-rules';

describe('return rules', () => {
  it('offers every reason where any return is taken', () => {
    expect(reasonsFor('any')).toEqual(['wrong-item', 'faulty', 'not-as-described', 'changed-mind', 'other']);
  });

  it('offers cut fabric back only for what is the shop’s fault', () => {
    expect(reasonsFor('faulty-only')).toEqual(['wrong-item', 'faulty', 'not-as-described']);
  });

  it('offers nothing where the category takes nothing back', () => {
    expect(reasonsFor('none')).toEqual([]);
  });

  it('reads a missing or unknown rule as any', () => {
    expect(ruleOf(undefined)).toBe('any');
    expect(ruleOf('sometimes')).toBe('any');
    expect(ruleOf('faulty-only')).toBe('faulty-only');
  });
});

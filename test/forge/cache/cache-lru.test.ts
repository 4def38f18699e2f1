import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../../src/forge/cache/lru.js';

// each entry takes 2 × 1 (key) + 100 + 64 = 166 bytes: 400 bytes hold two
const entry = (value: string) => ({ value, tags: ['t'], expires: Number.POSITIVE_INFINITY, bytes: 100 });

function twoOfThree() {
  const evicted: number[] = [];
  const lru = new ByteLru<string>(400, (count) => evicted.push(count));
  lru.set('a', entry('A'));
  lru.set('b', entry('B'));
  return { lru, evicted };
}

describe('the in-process tier, bounded in bytes', () => {
  it('evicts the least recently read entry first', () => {
    const { lru, evicted } = twoOfThree();
    expect(lru.get('a')).toBe('A');
    lru.set('c', entry('C'));
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(evicted).toEqual([1]);
  });

  it('keeps the order right when the most recent entry is read again and again', () => {
    const { lru } = twoOfThree();
    for (let i = 0; i < 3; i++) expect(lru.get('b')).toBe('B');
    expect(lru.get('a')).toBe('A');
    expect(lru.get('a')).toBe('A');
    lru.set('c', entry('C'));
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('makes an entry read after the newest was dropped recent again', () => {
    const { lru } = twoOfThree();
    expect(lru.get('a')).toBe('A');
    expect(lru.dropTagged(['t'])).toBe(2);
    lru.set('a', entry('A2'));
    lru.set('b', entry('B2'));
    expect(lru.get('a')).toBe('A2');
    lru.set('c', entry('C'));
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A2', undefined, 'C']);
  });
});

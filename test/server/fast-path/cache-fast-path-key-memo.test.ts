import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../../../src/server/fast-path/key-memo.js';
import { keyOf } from '../../../src/server/fast-path/request-key.js';

const request = (headers: Record<string, string> = {}) =>
  ({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  }) as unknown as IncomingMessage;
const body = (text: string) => Buffer.from(text, 'latin1');
const kept = new Map<string, string>();
const find = (key: string) => kept.get(key);

describe('the fast path’s memo of kept requests’ keys', () => {
  it('answers the key keyOf builds, and remembers it only when something is kept under it', () => {
    const memo = new KeyMemo();
    const req = request();
    const text = '{"query":"{ a }"}';
    const key = keyOf(req, text);
    expect(memo.find(req, body(text), find)).toEqual({ key, found: undefined });
    kept.set(key, 'answer');
    const first = memo.find(req, body(text), find);
    expect(first).toEqual({ key, found: 'answer' });
    // the remembered key is handed out as it was built: the same string, its hash already computed
    expect(memo.find(req, body(text), find).key).toBe(first.key);
  });

  it('tells apart bodies of one length and requests that differ in a header the answer depends on', () => {
    const memo = new KeyMemo();
    const [one, other] = ['{"query":"{ a }"}', '{"query":"{ b }"}'];
    kept.set(keyOf(request(), one), 'A');
    kept.set(keyOf(request(), other), 'B');
    expect(memo.find(request(), body(one), find).found).toBe('A');
    expect(memo.find(request(), body(other), find).found).toBe('B');
    expect(memo.find(request(), body(one), find).found).toBe('A');
    const fromElsewhere = memo.find(request({ origin: 'https://elsewhere.example' }), body(one), find);
    expect(fromElsewhere).toEqual({ key: keyOf(request({ origin: 'https://elsewhere.example' }), one) });
  });

  it('keeps its own copy of the body, so a reused buffer cannot change what a key stands for', () => {
    const memo = new KeyMemo();
    const text = '{"query":"{ c }"}';
    kept.set(keyOf(request(), text), 'C');
    const chunk = body(text);
    expect(memo.find(request(), chunk, find).found).toBe('C');
    chunk.write('{"query":"{ d }"}', 'latin1');
    expect(memo.find(request(), chunk, find)).toEqual({ key: keyOf(request(), '{"query":"{ d }"}') });
  });

  it('forgets the oldest heads and bodies past its bounds in bytes', () => {
    const texts = ['{"q":1}', '{"q":22}', '{"q":333}', '{"q":4444}'];
    for (const text of texts) kept.set(keyOf(request(), text), text);
    const measure = new KeyMemo();
    measure.find(request(), body(texts[3] as string), find);
    // room for two and a half of the largest
    const budget = Math.floor(2.5 * measure.size.bytes);
    const memo = new KeyMemo(budget, 1);
    for (const text of texts) memo.find(request(), body(text), find);
    expect(memo.size.heads).toBe(2);
    expect(memo.size.bytes).toBeLessThanOrEqual(budget);
    // each lookup still finds what is kept, remembered or not
    for (const text of texts) expect(memo.find(request(), body(text), find).found).toBe(text);
    expect(memo.size.bytes).toBeLessThanOrEqual(budget);
  });

  it('keeps one body per head and length when told so, and accounts for the one it replaces', () => {
    const memo = new KeyMemo(10_000, 1);
    const [one, other] = ['{"q":"a"}', '{"q":"b"}'];
    kept.set(keyOf(request(), one), 'a');
    kept.set(keyOf(request(), other), 'b');
    memo.find(request(), body(one), find);
    const afterOne = memo.size;
    memo.find(request(), body(other), find);
    expect(memo.size).toEqual(afterOne);
  });

  it('remembers nothing larger than its whole budget', () => {
    const memo = new KeyMemo(100);
    const text = `{"query":"${'x'.repeat(200)}"}`;
    kept.set(keyOf(request(), text), 'big');
    expect(memo.find(request(), body(text), find).found).toBe('big');
    expect(memo.size).toEqual({ heads: 0, bytes: 0 });
  });
});

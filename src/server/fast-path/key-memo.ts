// The keys of the requests whose answers are kept, remembered by their bytes. A key holds the whole
// request (request-key.ts), several hundred characters: each lookup with a newly built key makes V8
// join and hash a string that long (about 1 µs, a twentieth of what a kept answer costs in all),
// while a remembered key carries its hash. A request finds its key here when its head (method, the
// headers the answer depends on, URL and body length) and its body bytes (compared as memory) are
// those of a remembered request: the key keyOf would build for it.

import type { IncomingMessage } from 'node:http';
import { headOf, keyOf } from './request-key.js';

interface Remembered {
  body: Buffer;
  key: string;
}

export class KeyMemo {
  private readonly byHead = new Map<string, Remembered[]>();
  private bytes = 0;

  constructor(
    /**
     * what the remembered bodies and keys may take, the oldest heads forgotten first: a key's body is
     * remembered apart from the kept answer, so this bounds it rather than the cache's own limit
     */
    private readonly maxBytes = 1 << 20,
    /** bodies of one head and length remembered (each compared in turn) */
    private readonly perHead = 4,
  ) {}

  /**
   * The kept value `find` answers for the key of a POST with `body`, and that key; a key built (not
   * remembered) whose value is found is remembered.
   */
  find<T>(
    req: IncomingMessage,
    body: Buffer,
    find: (key: string) => T | undefined,
  ): { key: string; found?: T } {
    const requestHead = headOf(req);
    const head = `${requestHead}${body.length}`;
    const remembered = this.byHead.get(head);
    for (const { body: bytes, key } of remembered ?? []) {
      if (bytes.equals(body)) return { key, found: find(key) };
    }
    const key = keyOf(req, body.toString('latin1'), requestHead);
    const found = find(key);
    // `body` is copied: Node's chunk may be a view of a larger buffer
    if (found !== undefined) this.remember(head, { body: Buffer.from(body), key });
    return { key, found };
  }

  /** How many heads are remembered, and the bytes their bodies and keys take. */
  get size(): { heads: number; bytes: number } {
    return { heads: this.byHead.size, bytes: this.bytes };
  }

  private remember(head: string, added: Remembered): void {
    const size = sizeOf(head, added);
    if (size > this.maxBytes) return;
    const remembered = this.byHead.get(head);
    if (remembered) {
      if (remembered.length >= this.perHead) this.bytes -= sizeOf(head, remembered.shift() as Remembered);
      remembered.push(added);
    } else {
      this.byHead.set(head, [added]);
    }
    this.bytes += size;
    for (const [oldest, forgotten] of this.byHead) {
      if (this.bytes <= this.maxBytes) break;
      this.byHead.delete(oldest);
      for (const one of forgotten) this.bytes -= sizeOf(oldest, one);
    }
  }
}

/** A remembered request's share: its body, and its key and head as V8 holds them (two bytes a character). */
const sizeOf = (head: string, { body, key }: Remembered) => body.length + 2 * (key.length + head.length) + 64;

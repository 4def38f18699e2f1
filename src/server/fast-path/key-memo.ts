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

  constructor(
    /** heads remembered, the oldest forgotten first */
    private readonly maxHeads = 1_024,
    /** bodies of one head and length remembered */
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
    const head = `${headOf(req)}${body.length}`;
    const remembered = this.byHead.get(head);
    for (const { body: bytes, key } of remembered ?? []) {
      if (bytes.equals(body)) return { key, found: find(key) };
    }
    const key = keyOf(req, body.toString('latin1'));
    const found = find(key);
    // `body` is copied: Node's chunk may be a view of a larger buffer
    if (found !== undefined) this.remember(head, remembered, { body: Buffer.from(body), key });
    return { key, found };
  }

  private remember(head: string, remembered: Remembered[] | undefined, added: Remembered): void {
    if (remembered) {
      if (remembered.length >= this.perHead) remembered.shift();
      remembered.push(added);
      return;
    }
    if (this.byHead.size >= this.maxHeads) this.byHead.delete(this.byHead.keys().next().value as string);
    this.byHead.set(head, [added]);
  }
}

// A REST request's JSON body, read whole up to the gateway's body limit (MAX_BODY_BYTES).

import type { IncomingMessage } from 'node:http';
import { failure, type RestAnswer } from './answer.js';

export type BodyRead = { body: unknown } | { refused: RestAnswer };

export function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (read: BodyRead) => {
      if (done) return;
      done = true;
      resolve(read);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        finish({ refused: failure(413, 'Payload too large') });
        req.resume();
      } else chunks.push(chunk);
    });
    req.once('error', () => finish({ refused: failure(400, 'Problems reading the body') }));
    req.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return finish({ body: undefined });
      try {
        finish({ body: JSON.parse(text) });
      } catch {
        finish({ refused: failure(400, 'Problems parsing JSON') });
      }
    });
  });
}

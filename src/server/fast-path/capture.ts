// What the slow path writes to a Node response: the status, the headers and the body bytes, as they
// leave, so that the fast path can send the very same answer again. @whatwg-node's adapter writes an
// answer either with `setHeader` calls then `writeHead(status)`, or with one `writeHead(status,
// statusText, headers)`; the body with `write` and `end`. test/project/fences.test.ts fails when an
// update of the adapter writes an answer some other way.

import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface Written {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Calls `done` with what was written once the answer is finished (not when the connection broke). */
export function captureWritten(res: ServerResponse, done: (written: Written) => void): void {
  const chunks: Buffer[] = [];
  let headers: OutgoingHttpHeaders = {};
  const { writeHead, write, end } = res;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array)
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
    headers = { ...res.getHeaders(), ...lowerCased((given ?? {}) as OutgoingHttpHeaders) };
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') keep(chunk);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  res.once('finish', () => {
    const plain: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) plain[name] = Array.isArray(value) ? value : String(value);
    }
    done({ status: res.statusCode, headers: plain, body: Buffer.concat(chunks) });
  });
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const lowered: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) lowered[name.toLowerCase()] = value;
  return lowered;
}

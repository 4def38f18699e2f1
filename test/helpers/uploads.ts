// A multipart request as the GraphQL multipart request protocol has it (the one graphql-upload
// reads): the operation with null in each file's
// place, the map of each file to its variable, then the files; sent as a demo user.

import { readFileSync } from 'node:fs';
import { Kind, parse, print } from 'graphql';
import { type DemoUser, type Harness, tokenOf } from './harness.js';
import type { Json } from './mutations.js';

/** One file of a request: the variable path it fills (`variables.file`), its bytes and its name. */
export type UploadPart = [path: string, file: Blob, name?: string];

export async function multipart(
  harness: Harness,
  query: string,
  variables: Json,
  files: UploadPart[],
  as: DemoUser = 'alice',
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, file, name], i) => {
    form.append(String(i), file, name ?? `notes-${i}.txt`);
  });
  const response = await fetch(harness.url, {
    method: 'POST',
    headers: { authorization: tokenOf(as), 'x-graphql-csrf': '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const examples = parse(readFileSync(new URL('../../operations/uploads.graphql', import.meta.url), 'utf8'));

/** The named operation of operations/uploads.graphql. */
export function uploadExample(name: string): string {
  const found = examples.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!found) throw new Error(`operations/uploads.graphql has no operation ${name}`);
  return print(found);
}

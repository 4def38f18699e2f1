// The example operations of operations/live.graphql by name, for the live-update and hook tests.

import { readFileSync } from 'node:fs';
import { Kind, parse, print } from 'graphql';

const examples = parse(readFileSync(new URL('../../operations/live.graphql', import.meta.url), 'utf8'));

export function liveOperation(name: string): string {
  const operation = examples.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`operations/live.graphql has no operation ${name}`);
  return print(operation);
}

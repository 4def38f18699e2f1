// The Relay connection type of a node: `<Name>Connection` with edges `<Name>Edge`, in one line.

import type { OutputType } from '@pothos/core';
import { builder } from './builder.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export function connectionType<Node extends OutputType<Types>>(node: Node, name: string) {
  return builder.connectionObject({ type: node, name: `${name}Connection` }, { name: `${name}Edge` });
}

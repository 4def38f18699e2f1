// The Relay connection type of a node: `<Name>Connection` with edges `<Name>Edge`, in one line.

import type { OutputType } from '@pothos/core';
import { builder } from './builder.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export function connectionType<Node extends OutputType<Types>>(node: Node, name: string) {
  return builder.connectionObject(
    { type: node, name: `${name}Connection`, description: pageOf(name) },
    { name: `${name}Edge`, description: `An item of a page of ${pluralWords(name)}, with its cursor.` },
  );
}

/** The description of a connection over `name` (`PushMirror` → "A page of push mirrors, …"). */
export function pageOf(name: string): string {
  return `A page of ${pluralWords(name)}, with the total count when the forge gives it.`;
}

// `CommitStatus` → "commit statuses", `GpgKey` → "GPG keys".
function pluralWords(name: string): string {
  const words = name.split(/(?=[A-Z])/).map((word) => (word === 'Gpg' ? 'GPG' : word.toLowerCase()));
  const last = words.pop() ?? '';
  const plural = /(s|sh|ch|x)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return [...words, plural].join(' ');
}

// Persisted operations: every named operation of operations/*.graphql becomes one document (the
// operation plus the fragments it uses) identified by the sha256 of its canonical text. The same
// function names the typed documents of codegen (codegen.ts), so a typed document carries the id
// the gateway knows it by.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';
import { PACKAGE_ROOT } from '../base/root.js';

/** One entry of the manifest, in Apollo's persisted query manifest format. */
export interface PersistedOperation {
  /** sha256 (hex) of `body` */
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

export interface PersistedManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: PersistedOperation[];
}

export const MANIFEST_PATH = new URL('operations/manifest.json', PACKAGE_ROOT);

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function fragmentsUsedBy(
  definition: DefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found = new Map<string, FragmentDefinitionNode>(),
): Map<string, FragmentDefinitionNode> {
  visit(definition, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`fragment ${name} is used but not defined`);
      if (found.has(name)) return;
      found.set(name, fragment);
      fragmentsUsedBy(fragment, fragments, found);
    },
  });
  return found;
}

/**
 * The canonical text of an operation: graphql-js' printing of the operation followed by the
 * fragments it uses, sorted by name. Printing drops comments and layout, so reformatting a
 * .graphql file does not change the id; only a change of meaning does.
 */
export function canonicalText(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): string {
  const used = [...fragmentsUsedBy(operation, fragments).values()].sort((a, b) =>
    a.name.value.localeCompare(b.name.value),
  );
  return print({ kind: Kind.DOCUMENT, definitions: [operation, ...used] });
}

const fragmentsOf = (definitions: readonly DefinitionNode[]) =>
  new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

const operationsOf = (definitions: readonly DefinitionNode[]) =>
  definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The id of a document holding exactly one operation and its fragments (what codegen hands over). */
export function persistedOperationId(document: DocumentNode): string {
  const [operation, ...others] = operationsOf(document.definitions);
  if (!operation || others.length > 0) throw new Error('a persisted document holds exactly one operation');
  return sha256(canonicalText(operation, fragmentsOf(document.definitions)));
}

/** The manifest of the given .graphql sources; fragments may be shared across files. */
export function buildManifest(sources: readonly { name: string; source: string }[]): PersistedManifest {
  const definitions = sources.flatMap(({ name, source }) => {
    try {
      return parse(source).definitions;
    } catch (error) {
      throw new Error(`operations/${name}: ${(error as Error).message}`);
    }
  });
  const fragments = fragmentsOf(definitions);
  const operations = operationsOf(definitions).map((operation): PersistedOperation => {
    if (!operation.name) throw new Error('every operation of operations/ needs a name');
    const body = canonicalText(operation, fragments);
    return { id: sha256(body), name: operation.name.value, type: operation.operation, body };
  });
  const names = operations.map((operation) => operation.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`operation ${duplicate} is defined twice in operations/`);
  operations.sort((a, b) => a.name.localeCompare(b.name));
  return { format: 'apollo-persisted-query-manifest', version: 1, operations };
}

export const manifestText = (manifest: PersistedManifest): string => `${JSON.stringify(manifest, null, 2)}\n`;

/** The committed manifest, or undefined when the deployment has none. */
export function readManifest(path: URL | string = MANIFEST_PATH): PersistedManifest | undefined {
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as PersistedManifest;
  if (manifest.format !== 'apollo-persisted-query-manifest' || !Array.isArray(manifest.operations)) {
    throw new Error(`${String(path)} is not an apollo-persisted-query-manifest`);
  }
  return manifest;
}

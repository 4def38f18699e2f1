// A repository the gateway itself makes private (updateRepository with `private: true`) tells the
// subscribers of that repository, on every instance, to check their access at once: the forge sends
// no webhook when a repository's visibility changes (Gitea's `repository` event is only created and
// deleted), and without this notice a subscriber would learn it only at its next event or interval.
// Sent only when the forge accepted the edit (a successful PATCH /repos/{owner}/{repo} in the request),
// so a caller who may not edit a repository cannot make its subscribers hammer the forge.

import { randomUUID } from 'node:crypto';
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ForgeCallLog } from '../observability/forge-call-log.js';
import type { Logger } from '../observability/logging.js';
import type { LiveRuntime } from './runtime.js';

const EDIT_ROUTE = 'PATCH /repos/{owner}/{repo}';

/** The `owner/repo` keys an operation's updateRepository fields make private. */
function privatizedBy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): string[] {
  const operation = getOperationAST(document, operationName);
  const field = schema.getMutationType()?.getFields().updateRepository;
  if (operation?.operation !== 'mutation' || !field) return [];
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const nodes: FieldNode[] = [];
  const collect = (selections: SelectionSetNode, depth: number) => {
    if (depth > 10) return;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === 'updateRepository') nodes.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, depth + 1);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet, depth + 1);
      }
    }
  };
  collect(operation.selectionSet, 0);
  const keys: string[] = [];
  for (const node of nodes) {
    try {
      const { input } = getArgumentValues(field, node, variables ?? {}) as {
        input?: { owner?: unknown; repo?: unknown; private?: unknown };
      };
      if (input?.private === true && typeof input.owner === 'string' && typeof input.repo === 'string') {
        keys.push(`${input.owner}/${input.repo}`.toLowerCase());
      }
    } catch {
      // arguments that do not coerce fail validation and the field does not run
    }
  }
  return keys;
}

export function useVisibilityWatch(live: LiveRuntime, logger: Logger): Plugin {
  return {
    onExecute({ args }) {
      const keys = privatizedBy(args.schema, args.document, args.operationName, args.variableValues);
      if (keys.length === 0) return;
      return {
        onExecuteDone() {
          const calls = (args.contextValue as { forgeCalls?: ForgeCallLog }).forgeCalls?.calls ?? [];
          const edited = calls.some(
            (call) =>
              `${call.method} ${call.route.replace(/^[A-Z]+ /, '')}` === EDIT_ROUTE && call.status === 200,
          );
          if (!edited) return;
          for (const key of keys) {
            void live.bus
              .publish({ notice: 'access-changed', id: randomUUID(), repository: { key, private: true } })
              .then((published) => {
                if (!published)
                  logger.warn({ repository: key }, 'live: an access notice could not be published');
              });
          }
        },
      };
    },
  };
}

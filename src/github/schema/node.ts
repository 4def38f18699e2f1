// Node: every object the face serves has an id (ids.ts) that `node(id:)` and `nodes(ids:)` read
// again, through the reader its type family registered.

import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { couldNotResolve } from './errors.js';
import { decodeNodeId, nodeId } from './ids.js';
import { NodeRef, type Typed } from './refs.js';
import type { InRepo } from './shapes.js';

type Reader = (context: GithubContext, parts: string[]) => Promise<Typed>;
const readers = new Map<string, Reader>();

/** How `node(id:)` reads an object of `typename` again from its id's key parts. */
export function registerNodeReader(typename: string, reader: Reader): void {
  readers.set(typename, reader);
}

type Keyed = Typed &
  Partial<InRepo> & {
    full_name?: string;
    login?: string;
    name?: string;
    username?: string;
    id?: number;
    number?: number;
    sha?: string;
    prefix?: string;
  };

/** The id of an object: its type and the key its reader takes. */
export function idOf(value: Typed): string {
  const v = value as Keyed;
  const where = [v.owner ?? '', v.repo ?? ''];
  switch (v.__typename) {
    case 'Repository':
      return nodeId('Repository', v.full_name ?? '');
    case 'User':
      return nodeId('User', v.login ?? '');
    case 'Organization':
      return nodeId('Organization', v.name ?? v.username ?? '');
    case 'Team':
      return nodeId('Team', v.id ?? 0);
    case 'Issue':
    case 'PullRequest':
      return nodeId(v.__typename, ...where, v.number ?? 0);
    case 'PullRequestReview':
      return nodeId(v.__typename, ...where, (v as { pullNumber?: number }).pullNumber ?? 0, v.id ?? 0);
    case 'Commit':
      return nodeId('Commit', ...where, v.sha ?? '');
    case 'StatusCheckRollup':
      return nodeId(v.__typename, ...where, v.sha ?? '');
    case 'StatusContext':
      return nodeId(v.__typename, ...where, v.sha ?? '', v.id ?? 0);
    case 'Ref':
      return nodeId('Ref', ...where, `${v.prefix ?? ''}${v.name ?? ''}`);
    default:
      return nodeId(v.__typename, ...where, v.id ?? 0);
  }
}

builder.interfaceFields(NodeRef, (t) => ({
  id: t.id({ nullable: false, resolve: (value) => idOf(value) }),
}));

async function readNode(context: GithubContext, id: string): Promise<Typed> {
  const { typename, parts } = decodeNodeId(id);
  const reader = readers.get(typename);
  if (!reader) throw couldNotResolve('node', `the global id of '${id}'`);
  return reader(context, parts);
}

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    description: 'Fetches an object given its ID.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readNode(context, String(args.id)),
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: 'Lookup nodes by a list of IDs.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) => args.ids.map((id) => readNode(context, String(id))),
  }),
}));

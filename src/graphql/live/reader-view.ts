// Event payloads as the subscriber could read them. A webhook payload renders its users as the forge
// shows them to the one who made the change (Gitea's convert.ToUser with that doer): real e-mail
// addresses, and for the doer itself the fields only a user and site admins see. A query answers
// those fields as the forge shows them to its caller (an anonymous reader gets
// `<login>@<no-reply domain>`). So when a subscription selects one of them, every user of the payload
// is read once for that event with the subscriber's own credentials (GET /users/{username}) and its
// reader-dependent fields are taken from there; a user the subscriber may not read keeps none of them.
// A subscription that selects none of them costs no call.

import {
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLResolveInfo,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getUser } from '../../forge/endpoints/index.js';
import type { User } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';

/** The User fields whose value depends on who reads, by GraphQL name, with their REST key and blank value. */
const READER_DEPENDENT: Record<string, { key: keyof User; blank: unknown }> = {
  email: { key: 'email', blank: '' },
  language: { key: 'language', blank: '' },
  isAdmin: { key: 'is_admin', blank: false },
  lastLogin: { key: 'last_login', blank: '0001-01-01T00:00:00Z' },
  active: { key: 'active', blank: false },
  prohibitLogin: { key: 'prohibit_login', blank: false },
  loginName: { key: 'login_name', blank: '' },
  sourceId: { key: 'source_id', blank: 0 },
};

const decided = new WeakMap<OperationDefinitionNode, boolean>();

/** Whether the event's selection reaches a reader-dependent field of a User (decided once per document). */
export function selectsReaderDependentFields(info: GraphQLResolveInfo): boolean {
  const known = decided.get(info.operation);
  if (known !== undefined) return known;
  const user = info.schema.getType('User');
  if (!user || !isObjectType(user)) return false;
  const visited = new Set<string>();
  const reaches = (type: GraphQLCompositeType, selections: SelectionSetNode): boolean => {
    // a field asked of an interface or union the User belongs to may be answered by a User
    const mayBeUser = type === user || (isAbstractType(type) && info.schema.isSubType(type, user));
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (mayBeUser && Object.hasOwn(READER_DEPENDENT, selection.name.value)) return true;
        if (selection.selectionSet && reachesThrough(type, selection, selection.selectionSet)) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? info.schema.getType(selection.typeCondition.name.value)
          : type;
        if (condition && isCompositeType(condition) && reaches(condition, selection.selectionSet))
          return true;
      } else {
        const fragment = info.fragments[selection.name.value];
        if (!fragment || visited.has(fragment.name.value)) continue;
        visited.add(fragment.name.value);
        const condition = info.schema.getType(fragment.typeCondition.name.value);
        if (condition && isCompositeType(condition) && reaches(condition, fragment.selectionSet)) return true;
      }
    }
    return false;
  };
  const reachesThrough = (parent: GraphQLCompositeType, field: FieldNode, selections: SelectionSetNode) => {
    const definition =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[field.name.value] : undefined;
    const child = definition ? getNamedType(definition.type) : undefined;
    return child !== undefined && isCompositeType(child) && reaches(child, selections);
  };
  const answer = info.fieldNodes.some(
    (node) => node.selectionSet !== undefined && reachesThrough(info.parentType, node, node.selectionSet),
  );
  decided.set(info.operation, answer);
  return answer;
}

type Json = Record<string, unknown>;

/** A user as a webhook payload renders it (Gitea's api.User): a login and an email key. */
const isUser = (value: Json) => typeof value.login === 'string' && 'email' in value;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Payloads are a few levels deep; a hostile one cannot make the walk recurse without end. */
const MAX_DEPTH = 12;

function collectLogins(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > MAX_DEPTH) return into;
  if (Array.isArray(value)) for (const item of value) collectLogins(item, into, depth + 1);
  else if (isRecord(value)) {
    if (isUser(value)) into.add((value.login as string).toLowerCase());
    for (const child of Object.values(value)) collectLogins(child, into, depth + 1);
  }
  return into;
}

function rewrite(value: unknown, readers: Map<string, User | null>, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => rewrite(item, readers, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Json = {};
  for (const [key, child] of Object.entries(value)) copy[key] = rewrite(child, readers, depth + 1);
  if (isUser(value)) {
    const seen = readers.get((value.login as string).toLowerCase()) ?? null;
    for (const { key, blank } of Object.values(READER_DEPENDENT)) copy[key] = seen ? seen[key] : blank;
  }
  return copy;
}

/** The payload with every user's reader-dependent fields as the subscriber reads them (one read per user). */
export async function payloadAsReaderSees(payload: Json, context: Context): Promise<Json> {
  const logins = [...collectLogins(payload, new Set())];
  const read = await Promise.all(
    logins.map(async (login) => {
      try {
        return (await getUser(context.forge, { username: login })).data;
      } catch {
        // Not readable by this subscriber (or not answered): none of its reader-dependent fields.
        return null;
      }
    }),
  );
  const readers = new Map(logins.map((login, i) => [login, read[i] ?? null]));
  return rewrite(payload, readers) as Json;
}

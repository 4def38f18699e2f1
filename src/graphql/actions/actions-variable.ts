// ActionsVariable as a Node. A variable is a name within one owner, so its id is the owner and the name:
// `repo:owner/name:NAME`, `org:name:NAME`, or `user:<id>:NAME` for a user's own, which only that user
// reads (GET /user/actions/variables/{variablename} answers the caller's), so a refetch by anyone else
// is NOT_FOUND rather than their own variable of the same name.

import type { ActionVariable } from '../../forge/endpoints/index.js';
import type { ForgeResponse } from '../../forge/session.js';
import { NotFoundGatewayError } from '../kit/errors.js';
import { forgeNodeRef } from '../kit/forge-node.js';
import { baseKey } from '../kit/loaders.js';
import { plainFields } from '../kit/plain-object.js';
import { type ActionsOwner, actionsOwnerOfKey } from './actions-owner.js';

export type VariableValue = ActionVariable & { actionsOwner: ActionsOwner };

const ownerKeyOf = (variable: VariableValue) =>
  variable.actionsOwner.key === 'viewer' ? `user:${variable.owner_id}` : variable.actionsOwner.key;

/** The owner part and the name of a variable's key: names hold no `:`, so the last one ends the owner. */
function splitVariableKey(loaderKey: string) {
  const key = baseKey(loaderKey);
  const colon = key.lastIndexOf(':');
  return { ownerKey: key.slice(0, colon), name: key.slice(colon + 1) };
}

const gone = () => new NotFoundGatewayError('no such Actions variable');

export const ActionsVariableRef = forgeNodeRef<VariableValue, ActionVariable>('ActionsVariable', {
  keyOf: (variable) => `${ownerKeyOf(variable)}:${variable.name}`,
  read: {
    route: 'GET …/actions/variables/{variablename}',
    identity: 'name',
    fetch: async (context, key) => {
      const { ownerKey, name } = splitVariableKey(key);
      const owner = actionsOwnerOfKey(ownerKey);
      if (!owner || !name) throw gone();
      const answer = await owner.routes.getVariable(context.forge, name);
      const found = answer.data as ActionVariable | null;
      if (ownerKey.startsWith('user:') && String(found?.owner_id) !== ownerKey.slice('user:'.length)) {
        throw gone();
      }
      return answer as ForgeResponse<ActionVariable | null>;
    },
    wrap: (variable, key) => ({
      ...variable,
      actionsOwner: actionsOwnerOfKey(splitVariableKey(key).ownerKey) as ActionsOwner,
    }),
  },
});

ActionsVariableRef.implement({
  description:
    'A variable Actions workflows read (modules/structs ActionVariable), with its value. Its id (the owner and the name) refetches it with one call (GET /repos/{owner}/{repo}/actions/variables/{variablename}, /orgs/{org}/actions/variables/{variablename}, or /user/actions/variables/{variablename} for the caller’s own).',
  fields: plainFields<VariableValue>({
    name: ['String', 'The variable’s name, upper-cased by the forge.'],
    data: ['String', 'The variable’s value.'],
    owner_id: [
      'BigInt',
      'The database id of the owning user or organization; 0 for a repository’s variable.',
    ],
    repo_id: [
      'BigInt',
      'The database id of the owning repository; 0 for a user’s or an organization’s variable.',
    ],
  }),
});

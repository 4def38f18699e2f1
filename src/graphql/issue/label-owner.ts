// Which routes reach a label: a label node's id names its repository (`owner/name`) or its organization
// (`login`), so updateLabel and deleteLabel serve both owners, each owner with routes of its own.

import {
  deleteLabel,
  deleteOrgLabel,
  editLabel,
  editOrgLabel,
  getLabel,
  getOrgLabel,
} from '../../forge/endpoints/index.js';
import type { EditLabelOption, Label } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import { inputTable } from '../kit/input-table.js';
import type { InputFields } from '../kit/inputs.js';
import { opt, requireText } from '../kit/inputs.js';
import { expectObject, splitRepoKey } from '../kit/loaders.js';
import { INPUTS } from './inputs.js';
import { checkedColor, decodeNodeId } from './issue-inputs.js';

/** A label node's owner and the three routes that read, edit and delete it there. */
export function labelOwner(labelId: string | number) {
  const { scope, id } = decodeNodeId(labelId, 'Label', 'labelId');
  const repository = scope.includes('/') ? splitRepoKey(scope) : undefined;
  const org = { org: scope, id };
  return {
    id,
    scope,
    /** the repository's key, or undefined for an organization's label */
    repository: repository ? scope : undefined,
    read: async (context: Context) => {
      const { data } = repository
        ? await getLabel(context.forge, { ...repository, id: String(id) })
        : await getOrgLabel(context.forge, { ...org, id: String(id) });
      const route = repository ? 'GET /repos/{owner}/{repo}/labels/{id}' : 'GET /orgs/{org}/labels/{id}';
      return expectObject<Label>(data, route, 'id');
    },
    edit: (context: Context, body: EditLabelOption) =>
      repository
        ? editLabel(context.forge, { ...repository, id }, body)
        : editOrgLabel(context.forge, org, body),
    remove: (context: Context) =>
      repository ? deleteLabel(context.forge, { ...repository, id }) : deleteOrgLabel(context.forge, org),
  };
}

/** CreateLabelOption's fields, the same for a repository's label and an organization's. */
export const newLabelFields = (t: InputFields) => inputTable(t, INPUTS.NewLabel);

interface NewLabelInput {
  name: string;
  color: string;
  description?: string | null;
  exclusive?: boolean | null;
  isArchived?: boolean | null;
}

/** The CreateLabelOption body of a new label, its name and color checked before any call. */
export const newLabelBody = (input: NewLabelInput) => ({
  name: requireText(input.name, 'name'),
  color: checkedColor(input.color),
  description: opt(input.description),
  exclusive: opt(input.exclusive),
  is_archived: opt(input.isArchived),
});

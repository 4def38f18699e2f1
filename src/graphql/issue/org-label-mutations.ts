// createOrganizationLabel: a label every repository of an organization offers (POST /orgs/{org}/labels).
// Its edits and deletion go through updateLabel and deleteLabel, whose node ids name the organization.

import { createOrgLabel } from '../../forge/endpoints/index.js';
import type { Label } from '../../forge/types/index.js';
import { inputTable } from '../kit/input-table.js';
import { requireText } from '../kit/inputs.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { INPUTS } from './inputs.js';
import { LabelRef, labelsUnder } from './label.js';
import { newLabelBody, newLabelFields } from './label-owner.js';

// org/label.go CreateLabel behind reqToken and reqOrgOwnership: 403 for non-owners, 422 binding or color
defineMutation('createOrganizationLabel', {
  input: 'CreateLabelOption for an organization',
  inputFields: (t) => ({
    ...inputTable(t, INPUTS.CreateOrganizationLabelInput),
    ...newLabelFields(t),
  }),
  description:
    'Creates a label that every repository of an organization offers (POST /orgs/{org}/labels, one call, 201; owners only).',
  changes: [LabelRef],
  write: async (input, context) => {
    const org = requireText(input.organization, 'organization');
    const { data } = await createOrgLabel(context.forge, { org }, newLabelBody(input));
    return { label: labelsUnder([data], org.toLowerCase())[0] as Label };
  },
  payload: 'The new label.',
  outputFields: (t) => ({ label: writtenObject(t, LabelRef, 'label') }),
});

// An organization's labels written through the graph: createOrganizationLabel, then updateLabel and
// deleteLabel given the label's node id, which names the organization and so picks its routes. Only the
// organization's owners may write them; each write is one forge call.

import { describe, expect, it } from 'vitest';
import { nodeId } from '../../helpers/issue-examples.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const LABEL = 'label { id name color description exclusive isArchived }';
const on = (type: string, fields: string) => `... on ${type}Payload { ${fields} }`;
const TRIAGE = nodeId('Label', 'acme:6');

const orgLabels = async () => {
  const { data } = await query(
    '{ organization(login: "acme") { labels(first: 20) { nodes { name color } } } }',
  );
  return data?.organization.labels.nodes as Json[];
};

describe('organization labels', () => {
  it('are created by an owner with one call, and every repository of the organization offers them', async () => {
    const created = await write(
      'createOrganizationLabel',
      {
        organization: 'acme',
        name: 'kind/bug',
        color: 'd73a4a',
        description: 'Something is wrong',
        exclusive: true,
      },
      'alice',
      on('CreateOrganizationLabel', LABEL),
    );
    expect(created).toMatchObject({
      __typename: 'CreateOrganizationLabelPayload',
      label: {
        name: 'kind/bug',
        color: 'd73a4a',
        description: 'Something is wrong',
        exclusive: true,
        isArchived: false,
      },
    });
    expect(calls()).toEqual({ 'POST /orgs/{org}/labels': 1 });
    expect(Buffer.from(created.label.id, 'base64').toString()).toMatch(/^Label:acme:\d+$/);
    expect(await orgLabels()).toContainEqual({ name: 'kind/bug', color: 'd73a4a' });
  });

  it('refuse a member who does not own the organization, and a bad color before any call', async () => {
    const refused = await write(
      'createOrganizationLabel',
      { organization: 'acme', name: 'x', color: 'fff' },
      'bob',
    );
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    expect(calls()).toEqual({ 'POST /orgs/{org}/labels': 1 });
    harness().resetCalls();
    const bad = await write('createOrganizationLabel', { organization: 'acme', name: 'x', color: 'red' });
    expect(bad.__typename).toBe('ValidationError');
    expect(calls()).toEqual({});
  });

  it('are edited through updateLabel on the organization’s route, reading the archived state first', async () => {
    const edited = await write(
      'updateLabel',
      { labelId: TRIAGE, color: '#00ff00' },
      'alice',
      on('UpdateLabel', LABEL),
    );
    expect(edited).toMatchObject({
      label: { id: TRIAGE, name: 'triage', color: '00ff00', isArchived: false },
    });
    expect(calls()).toEqual({ 'GET /orgs/{org}/labels/{id}': 1, 'PATCH /orgs/{org}/labels/{id}': 1 });
    harness().resetCalls();
    const archived = await write(
      'updateLabel',
      { labelId: TRIAGE, isArchived: true },
      'alice',
      on('UpdateLabel', LABEL),
    );
    expect(archived.label).toMatchObject({ color: '00ff00', isArchived: true });
    expect(calls()).toEqual({ 'PATCH /orgs/{org}/labels/{id}': 1 });
  });

  it('refuse an edit by a non-owner with the forge’s 403, and answer 404 for a label the organization lacks', async () => {
    const refused = await write('updateLabel', { labelId: TRIAGE, name: 'x', isArchived: false }, 'bob');
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    const missing = await write('updateLabel', {
      labelId: nodeId('Label', 'acme:999'),
      name: 'x',
      isArchived: false,
    });
    expect(missing).toMatchObject({ __typename: 'NotFoundError' });
    expect(calls()).toEqual({ 'PATCH /orgs/{org}/labels/{id}': 2 });
  });

  it('are deleted through deleteLabel with one call, and leave the organization’s list', async () => {
    const refused = await write('deleteLabel', { labelId: TRIAGE }, 'bob');
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    const deleted = await write(
      'deleteLabel',
      { labelId: TRIAGE },
      'alice',
      on('DeleteLabel', 'deletedLabelId repository { name }'),
    );
    expect(deleted).toEqual({ __typename: 'DeleteLabelPayload', deletedLabelId: TRIAGE, repository: null });
    expect(calls()).toEqual({ 'DELETE /orgs/{org}/labels/{id}': 2 });
    expect((await orgLabels()).map((l) => l.name)).not.toContain('triage');
  });
});

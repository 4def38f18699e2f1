// createLabel, updateLabel and deleteLabel through /api/graphql: each the forge's one label write,
// the label answered as the forge holds it afterwards.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

interface ForgeLabel {
  id: number;
  name: string;
  color: string;
  description: string;
}
const forgeLabels = () => forge<ForgeLabel[]>('/repos/alice/hello/labels?limit=50');

async function repositoryId(): Promise<string> {
  const answer = await post('{ repository(owner: "alice", name: "hello") { id } }');
  return answer.body.data.repository.id;
}

async function create(name: string) {
  const answer = await post(
    'mutation($input: CreateLabelInput!) { createLabel(input: $input) { clientMutationId label { id name color description } } }',
    {
      input: {
        repositoryId: await repositoryId(),
        name,
        color: 'a1b2c3',
        description: 'Needs a look',
        clientMutationId: 'l1',
      },
    },
  );
  return answer.body.data.createLabel;
}

describe('GitHub-shaped label mutations', () => {
  it('create a label with one forge write, answered as the forge holds it', async () => {
    await repositoryId();
    harness().resetCalls();
    const { clientMutationId, label } = await create('triage');
    expect(countRoutes(harness().routes())).toMatchObject({ 'POST /repos/{owner}/{repo}/labels': 1 });
    const held = (await forgeLabels()).find((l) => l.name === 'triage');
    expect(held).toMatchObject({ color: 'a1b2c3', description: 'Needs a look' });
    expect(clientMutationId).toBe('l1');
    expect(label).toMatchObject({ name: 'triage', color: 'a1b2c3', description: 'Needs a look' });
  });

  it('update a label’s name and color, leaving its description', async () => {
    const { label } = await create('to-rename');
    harness().resetCalls();
    const answer = await post(
      'mutation($id: ID!) { updateLabel(input: { id: $id, name: "renamed", color: "00ff00" }) { label { id name color description } } }',
      { id: label.id },
    );
    expect(countRoutes(harness().routes())).toEqual({ 'PATCH /repos/{owner}/{repo}/labels/{id}': 1 });
    const held = (await forgeLabels()).find((l) => l.name === 'renamed');
    expect(held).toMatchObject({ color: '00ff00', description: 'Needs a look' });
    expect(answer.body.data.updateLabel.label).toEqual({ ...label, name: 'renamed', color: '00ff00' });
  });

  it('delete a label, which the forge then no longer lists', async () => {
    const { label } = await create('short-lived');
    harness().resetCalls();
    const answer = await post(
      'mutation($id: ID!) { deleteLabel(input: { id: $id, clientMutationId: "d1" }) { clientMutationId } }',
      { id: label.id },
    );
    expect(answer.body).toEqual({ data: { deleteLabel: { clientMutationId: 'd1' } } });
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/labels/{id}': 1,
      'DELETE /repos/{owner}/{repo}/labels/{id}': 1,
    });
    expect((await forgeLabels()).map((l) => l.name)).not.toContain('short-lived');
  });

  it('refuse to delete a label that is gone with GitHub’s NOT_FOUND', async () => {
    const { label } = await create('deleted-twice');
    await post('mutation($id: ID!) { deleteLabel(input: { id: $id }) { clientMutationId } }', {
      id: label.id,
    });
    const answer = await post('mutation($id: ID!) { deleteLabel(input: { id: $id }) { clientMutationId } }', {
      id: label.id,
    });
    expect(answer.body.data).toEqual({ deleteLabel: null });
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'NOT_FOUND', path: ['deleteLabel'] });
  });
});

// alice/hello's labels: bug, feature, documentation, help wanted, priority/high (exclusive); acme has the
// organization label triage. Issue #2 (bob) starts without labels, #10 with help wanted.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const LABELS = '/repos/alice/hello/labels';
const ISSUES = '/repos/alice/hello/issues';

async function labelId(name: string): Promise<number> {
  const res = await sandbox.call('GET', `${LABELS}?limit=50`, 'alice');
  return res.body.find((l: { name: string }) => l.name === name).id;
}

/** The label rows of an issue's timeline: `+name` for a label gained, `-name` for one lost. */
async function labelEvents(index: number): Promise<string[]> {
  const res = await sandbox.call('GET', `${ISSUES}/${index}/timeline?limit=50`, 'alice');
  return (res.body ?? [])
    .filter((row: { type: string }) => row.type === 'label')
    .map(
      (row: { body: string; label: { name: string } }) => `${row.body === '1' ? '+' : '-'}${row.label.name}`,
    );
}

asGiteaTests('tests/integration/api_issue_label_test.go', () => {
  following('TestAPIModifyLabels', (behaves) => {
    behaves(
      'creates labels with or without the # of their color, and refuses a color that is none (422)',
      async () => {
        const first = await sandbox.answers(201, 'POST', LABELS, 'alice', {
          name: 'TestL 1',
          color: 'abcdef',
          description: 'test label',
        });
        expect(first.body).toMatchObject({ name: 'TestL 1', color: 'abcdef' });
        const second = await sandbox.call('POST', LABELS, 'alice', { name: 'TestL 2', color: '#123456' });
        expect([second.status, second.body.color]).toEqual([201, '123456']);
        expect(
          (await sandbox.call('POST', LABELS, 'alice', { name: 'WrongTestL', color: '#12345g' })).status,
        ).toBe(422);
      },
    );

    behaves('reads, edits (a bad color is a 422) and deletes a label', async () => {
      const created = await sandbox.call('POST', LABELS, 'alice', { name: 'TestL 3', color: 'abcdef' });
      const path = `${LABELS}/${created.body.id}`;
      expect((await sandbox.call('GET', path, 'alice')).body.color).toBe('abcdef');
      const edited = await sandbox.call('PATCH', path, 'alice', { name: 'LabelNewName', color: '09876a' });
      expect([edited.status, edited.body.name, edited.body.color]).toEqual([200, 'LabelNewName', '09876a']);
      expect((await sandbox.call('PATCH', path, 'alice', { color: '09g76a' })).status).toBe(422);
      expect((await sandbox.call('DELETE', path, 'alice')).status).toBe(204);
    });
  });

  following('TestAPIAddIssueLabels', (behaves) => {
    behaves(
      'adds labels by id: 200 with every label of the issue, each a `label` row of its timeline (services/issue/label.go)',
      async () => {
        const [bug, feature] = [await labelId('bug'), await labelId('feature')];
        const res = await sandbox.answers(200, 'POST', `${ISSUES}/2/labels`, 'alice', {
          labels: [bug, feature],
        });
        expect(res.body.map((l: { name: string }) => l.name)).toEqual(['bug', 'feature']);
        expect(await labelEvents(2)).toEqual(['+bug', '+feature']);
        await sandbox.call('POST', `${ISSUES}/2/labels`, 'alice', { labels: [bug] });
        expect(await labelEvents(2)).toEqual(['+bug', '+feature']);
      },
    );

    behaves(
      'adds labels by name, the organization’s as well, but not ids and names mixed (400)',
      async () => {
        const issue = (
          await sandbox.call('POST', '/repos/acme/template/issues', 'alice', { title: 'labels by name' })
        ).body;
        const res = await sandbox.call(
          'POST',
          `/repos/acme/template/issues/${issue.number}/labels`,
          'alice',
          {
            labels: ['triage'],
          },
        );
        expect(res.body.map((l: { name: string }) => l.name)).toEqual(['triage']);
        await refusesAt(sandbox, 'POST', `${ISSUES}/2/labels`, [
          [400, 'alice', { labels: [1, 'bug'] }, 'labels should be an array of strings or integers'],
        ]);
      },
    );
  });

  following('TestAPIReplaceIssueLabels', (behaves) => {
    behaves(
      'replaces an issue’s labels: 200 with the new ones; the timeline gains the new and loses the old',
      async () => {
        const documentation = await labelId('documentation');
        const res = await sandbox.answers(200, 'PUT', `${ISSUES}/2/labels`, 'alice', {
          labels: [documentation],
        });
        expect(res.body.map((l: { id: number }) => l.id)).toEqual([documentation]);
        expect(await labelEvents(2)).toEqual(['+bug', '+feature', '+documentation', '-bug', '-feature']);
      },
    );

    behaves(
      'removes one label (204) and clears the rest (204), each a `label` row with no content',
      async () => {
        const helpWanted = await labelId('help wanted');
        await sandbox.call('POST', `${ISSUES}/2/labels`, 'alice', { labels: [helpWanted] });
        expect((await sandbox.call('DELETE', `${ISSUES}/2/labels/${helpWanted}`, 'alice')).status).toBe(204);
        expect((await sandbox.call('DELETE', `${ISSUES}/2/labels`, 'alice')).status).toBe(204);
        expect((await sandbox.call('GET', `${ISSUES}/2/labels`, 'alice')).body).toEqual([]);
        expect((await labelEvents(2)).slice(-3)).toEqual(['+help wanted', '-help wanted', '-documentation']);
      },
    );
  });

  following('TestAPIAddIssueLabels', (behaves) => {
    behaves(
      'lets an exclusive label push out another of its scope, a removal row in the timeline',
      async () => {
        const high = await labelId('priority/high');
        const low = (
          await sandbox.call('POST', LABELS, 'alice', {
            name: 'priority/low',
            color: '00ff00',
            exclusive: true,
          })
        ).body.id;
        await sandbox.call('POST', `${ISSUES}/10/labels`, 'alice', { labels: [high] });
        const res = await sandbox.call('POST', `${ISSUES}/10/labels`, 'alice', { labels: [low] });
        expect(res.body.map((l: { name: string }) => l.name)).toEqual(['help wanted', 'priority/low']);
        expect((await labelEvents(10)).slice(-3)).toEqual([
          '+priority/high',
          '-priority/high',
          '+priority/low',
        ]);
      },
    );
  });

  following('TestAPIModifyOrgLabels', (behaves) => {
    behaves('creates, edits and deletes an organization’s labels for its owner', async () => {
      const created = await sandbox.answers(201, 'POST', '/orgs/acme/labels', 'alice', {
        name: 'TestL 1',
        color: 'abcdef',
      });
      const path = `/orgs/acme/labels/${created.body.id}`;
      expect(
        (await sandbox.call('POST', '/orgs/acme/labels', 'alice', { name: 'WrongTestL', color: '#12345g' }))
          .status,
      ).toBe(422);
      const edited = await sandbox.call('PATCH', path, 'alice', { name: 'LabelNewName', color: '09876a' });
      expect([edited.status, edited.body.color]).toEqual([200, '09876a']);
      expect((await sandbox.call('DELETE', path, 'alice')).status).toBe(204);
    });
  });
});

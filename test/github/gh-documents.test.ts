// What GitHub CLI 2.23 sends (test/github/fixtures/gh-2.23/documents.json): every document validates against the
// face, and every query answers without errors, with data matching what the forge's REST API says.

import { readFileSync } from 'node:fs';
import { OverlappingFieldsCanBeMergedRule, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { githubSchema } from '../../src/github/schema/schema.js';
import { useGithubFace } from './post.js';

const { post, forge } = useGithubFace();
const documents = (
  JSON.parse(readFileSync('test/github/fixtures/gh-2.23/documents.json', 'utf8')) as {
    name: string;
    query: string;
    variables: Record<string, unknown>;
  }[]
).map(({ name, query, variables }) => ({ name, text: query, variables }));
const rules = specifiedRules.filter((rule) => rule !== OverlappingFieldsCanBeMergedRule);
const problems = (text: string) => validate(githubSchema, parse(text), rules).map((e) => e.message);

describe('the documents GitHub CLI 2.23 sends', () => {
  it('all validate', () => {
    expect(documents.filter((d) => problems(d.text).length > 0).map((d) => d.name)).toEqual([]);
  });

  it('answer every query without errors', async () => {
    const queries = documents.filter((d) => !/^\s*mutation/.test(d.text) && problems(d.text).length === 0);
    expect(queries.length).toBeGreaterThan(15);
    for (const document of queries) {
      const answer = await post(document.text, document.variables);
      expect({ name: document.name, errors: answer.body.errors }).toEqual({
        name: document.name,
        errors: undefined,
      });
    }
  });

  it('list the open pull requests the forge lists, newest first', async () => {
    const list = documents.find((d) => d.name === 'pr-list.PullRequestList');
    const answer = await post(list?.text ?? '', list?.variables);
    const rest = (await forge('/repos/alice/hello/pulls?state=open')) as {
      number: number;
    }[];
    const numbers = answer.body.data.repository.pullRequests.nodes.map((p: { number: number }) => p.number);
    expect(numbers).toEqual(rest.map((p) => p.number).sort((a, b) => b - a));
    expect(answer.body.data.repository.pullRequests.totalCount).toBe(rest.length);
  });

  it('view an issue as the forge has it', async () => {
    const view = documents.find((d) => d.name === 'issue-view.IssueByNumber');
    const answer = await post(view?.text ?? '', view?.variables);
    const rest = (await forge('/repos/alice/hello/issues/1')) as {
      title: string;
      labels: { name: string }[];
      assignees: { login: string }[];
    };
    const issue = answer.body.data.repository.issue;
    expect(issue.title).toBe(rest.title);
    expect(issue.labels.nodes.map((l: { name: string }) => l.name)).toEqual(rest.labels.map((l) => l.name));
    expect(issue.assignees.nodes.map((u: { login: string }) => u.login)).toEqual(
      rest.assignees.map((u) => u.login),
    );
  });
});

// The sandbox stands in for Gitea in every test, so its behaviours are stated as Gitea's own API
// integration tests (go-gitea/gitea, tests/integration/api_*_test.go) assert them, on the sandbox's
// seed. A file of such tests opens with `asGiteaTests` naming the Gitea file it follows, and each
// behaviour names the Gitea test function it comes from (`TestAPICreateIssue`, or with a subtest,
// `TestAPIIssueBlock/CreateIssue`). Where a Gitea test is ambiguous, its handler decides, and the
// behaviour says which handler (`routers/api/v1/repo/issue.go`). `npm run forge-fidelity` counts the
// behaviours stated and passing per Gitea file from these two calls.

import { describe, it } from 'vitest';

/** The tests of one Gitea integration test file, e.g. `tests/integration/api_issue_test.go`. */
export function asGiteaTests(giteaFile: string, body: () => void): void {
  describe(`as Gitea's ${giteaFile} asserts`, body);
}

/** One behaviour, a sentence about what the forge does, from the Gitea test function `giteaTest`. */
export function behaves(giteaTest: string, sentence: string, test: () => Promise<void> | void): void {
  it(`${sentence} [${giteaTest}]`, test);
}

/** A behaviour stated by its sentence alone, inside `following`, which names its Gitea test function. */
export type Behaviour = (sentence: string, test: () => Promise<void> | void) => void;

/** The behaviours `body` states, each from the Gitea test function `giteaTest` (named once for them all). */
export function following(giteaTest: string, body: (behaves: Behaviour) => void): void {
  body((sentence, test) => behaves(giteaTest, sentence, test));
}

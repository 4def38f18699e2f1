// Rendered Markdown on every forge profile: POST /markup is as old as Gitea 1.22 and Forgejo, but the
// `wiki` mode is not (Gitea 1.23); the gateway asks for wiki pages with `Wiki: true`, which all of them
// render in wiki mode, with one call.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARKUP } from '../../helpers/forge-routes.js';
import { countRoutes, type Harness, startHarness } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { isLegacy, PROFILES } from '../../helpers/profiles.js';

describe.each(PROFILES)('on %s', (profile) => {
  let harness: Harness;
  let origin: string;
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { profile } });
    origin = new URL(harness.sandbox.url).origin;
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.resetCalls());

  it('renders a wiki page text in wiki mode with one call', async () => {
    const response = await harness.query<Json>(
      `{ renderMarkdown(text: "[Home](Home) and #1", repository: "alice/hello", mode: WIKI) }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.renderMarkdown).toBe(
      `<p><a href="${origin}/alice/hello/wiki/Home" rel="nofollow">Home</a> and <a href="${origin}/alice/hello/issues/1" data-markdown-generated-content="" class="ref-issue" rel="nofollow">#1</a></p>\n`,
    );
    expect(countRoutes(harness.routes())).toEqual({ [MARKUP]: 1 });
  });

  it(`answers the mode "wiki" with ${isLegacy(profile) ? '422, a mode it does not know' : 'the wiki rendering'}`, async () => {
    const response = await fetch(`${origin}/api/v1/markup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mode: 'wiki', Text: '[Home](Home)', Context: '/alice/hello' }),
    });
    if (isLegacy(profile)) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: 'Unknown mode: wiki', url: `${origin}/api/swagger` });
    } else {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(
        `<p><a href="${origin}/alice/hello/wiki/Home" rel="nofollow">Home</a></p>\n`,
      );
    }
  });
});

// renderMarkdown in RAW mode: the text alone, sent as the body of POST /markdown/raw (text/plain, not
// JSON), rendered without any repository; identical texts once; a repository beside RAW refused.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

describe('renderMarkdown(mode: RAW)', () => {
  it('renders the text alone with one POST /markdown/raw, shared by identical previews', async () => {
    const { data, errors } = await harness().query<Json>(
      `query ($text: String!) { a: renderMarkdown(text: $text, mode: RAW) b: renderMarkdown(text: $text, mode: RAW) }`,
      { text: '# Title\n\nSee #1 and **this**, "quoted".' },
    );
    expect(errors).toBeUndefined();
    expect(data?.a).toContain('<strong>this</strong>');
    // the body arrived as the Markdown itself: a JSON string would have rendered its quotes and \n
    expect(data?.a).toContain('<h1>Title</h1>');
    // no repository: #1 stays text
    expect(data?.a).not.toContain('<a');
    expect(data?.b).toBe(data?.a);
    expect(calls()).toEqual({ 'POST /markdown/raw': 1 });
  });

  it('refuses a repository beside RAW with BAD_USER_INPUT and no call', async () => {
    const { errors } = await harness().query<Json>(
      '{ renderMarkdown(text: "hi", mode: RAW, repository: "alice/hello") }',
    );
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual({});
  });
});

// The links of README.md and docs/*.md lead somewhere: every relative link names a file that exists,
// and every anchor a heading of its page, slugged as GitHub slugs headings (lowercase, punctuation
// removed, spaces to '-', a repeated heading suffixed -1, -2...). README.md links every page of docs/.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PAGES } from '../helpers/readme.js';

const ROOT = new URL('../../', import.meta.url);
const FILES = ['README.md', ...DOC_PAGES.map((page) => `docs/${page}.md`)];

/** The lines of a Markdown text outside its fenced blocks. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor of a heading's text. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

/** The anchors of a page's headings, repeated ones numbered as GitHub numbers them. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of prose(text)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a page's inline links, code spans left out. */
function linksOf(text: string): string[] {
  return prose(text).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string),
  );
}

const read = (file: URL) => readFileSync(file, 'utf8');

describe('the links of README.md and docs/', () => {
  it.each(FILES)('%s: every relative link and anchor resolves', (name) => {
    const page = new URL(name, ROOT);
    const broken = linksOf(read(page)).filter((target) => {
      if (/^[a-z][a-z+.-]*:/i.test(target)) return false;
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? page : new URL(path, page);
      if (!existsSync(file)) return true;
      return anchor !== undefined && !anchorsOf(read(file)).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('README.md links every page of docs/', () => {
    const linked = new Set(linksOf(read(new URL('README.md', ROOT))).map((target) => target.split('#')[0]));
    expect(DOC_PAGES.filter((page) => !linked.has(`docs/${page}.md`))).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(slugOf('Observability: traces')).toBe('observability-traces');
    expect(slugOf('Typed clients (codegen)')).toBe('typed-clients-codegen');
    expect(slugOf("The forge's webhooks")).toBe('the-forges-webhooks');
    expect(slugOf('Pull requests: reviews, changes, checks and merges')).toBe(
      'pull-requests-reviews-changes-checks-and-merges',
    );
    expect([...anchorsOf('# Same\n\n## Same\n')]).toEqual(['same', 'same-1']);
  });
});

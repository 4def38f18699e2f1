// What Gitea's post-processing does to the text of rendered Markdown (modules/markup/html*.go, read for
// the sandbox): `#12` / `!12` and `owner/repo#12` become issue and pull links, `@user` a profile link when
// the user exists, and relative links and images resolve against the repository by mode
// (models/renderhelper: comment → the repository path, document → src|media/<ref>, wiki → wiki|wiki/raw).

/** How the text is rendered: Gitea's markup modes, with `markdown` for a text without repository. */
export type RenderMode = 'comment' | 'document' | 'wiki' | 'markdown';

export interface LinkContext {
  /** the forge's own URL, without a trailing slash: Gitea writes absolute links in API renderings */
  appUrl: string;
  /** owner and repository named by the request's Context, when it names one */
  owner: string;
  repo: string;
  mode: RenderMode;
  /** `branch/main` in document mode (Context `/owner/repo/src/branch/main`) */
  refPath: string;
  userExists(login: string): boolean;
}

const FULL_URL = /^[a-z][-+\w]+:/i;

/** Go's html.EscapeString, which the sanitizer applies to text and attribute values. */
export function goEscape(text: string): string {
  return text.replace(
    /[&'<>"]/g,
    (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;', '"': '&#34;' })[c] ?? c,
  );
}

/** A link or image destination as Gitea resolves it (renderhelper ResolveLink; `#x` → `#user-content-x`). */
export function resolveLink(context: LinkContext, href: string, kind: 'link' | 'media'): string {
  if (href === '' || FULL_URL.test(href)) return href;
  if (href.startsWith('#'))
    return href.startsWith('#user-content-') ? href : `#user-content-${href.slice(1)}`;
  if (!context.owner) return href;
  const path = href.replace(/^\.?\/+/, '');
  const repoUrl = `${context.appUrl}/${context.owner}/${context.repo}`;
  switch (context.mode) {
    case 'document':
      return `${repoUrl}/${kind === 'media' ? 'media' : 'src'}/${context.refPath}/${path}`;
    case 'wiki':
      return `${repoUrl}/${kind === 'media' ? 'wiki/raw' : 'wiki'}/${path}`;
    default:
      // repo_comment_test.go: in a comment both `/x` and `./x` resolve to the repository path
      return `${repoUrl}/${path}`;
  }
}

// references/references.go: the boundaries a reference or mention needs on either side
const MENTION = /(^|[\s([])(@[-\w][-.\w]*?)(?='|\s|[,:;.?!](?:\s|$)|$|\)|\])/g;
const SHORT_REF = /(^|[\s([\]'"])([#!][0-9]+)(?=\s|$|\)|\]|'|"|[:;,.?!](?:\s|$))/g;
const CROSS_REF = /(^|[\s([])([0-9a-zA-Z-_.]+\/[0-9a-zA-Z-_.]+[#!][0-9]+)(?=\s|$|\)|\]|[:;,.?!](?:\s|$))/g;

interface Found {
  start: number;
  end: number;
  html: string;
}

/** createLink: href, the marker Gitea's frontend reads to quote the source text, the class; rel by the sanitizer */
function generatedLink(href: string, text: string, className?: string): string {
  const cls = className ? ` class="${className}"` : '';
  return `<a href="${goEscape(href)}" data-markdown-generated-content=""${cls} rel="nofollow">${goEscape(text)}</a>`;
}

function firstFrom(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

// references.go: a close or reopen keyword right before a reference is decorated (createKeyword in html.go)
const KEYWORD = /(?:^|\s)((?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|reopen(?:s|ed)?):?)(\s+)$/i;

/** The reference's link, with the action keyword before it when there is one. */
function withKeyword(text: string, from: number, start: number, end: number, link: string): Found {
  const keyword = KEYWORD.exec(text.slice(from, start));
  if (!keyword) return { start, end, html: link };
  const [, word = '', spaces = ''] = keyword;
  const keywordStart = start - spaces.length - word.length;
  return {
    start: keywordStart,
    end,
    html: `<span class="issue-keyword">${goEscape(word)}</span>${spaces}${link}`,
  };
}

function issueLink(
  context: LinkContext,
  owner: string,
  repo: string,
  marker: string,
  index: string,
  text: string,
) {
  const path = marker === '!' ? 'pulls' : 'issues';
  return generatedLink(`${context.appUrl}/${owner}/${repo}/${path}/${index}`, text, 'ref-issue');
}

function nextLink(context: LinkContext, text: string, from: number): Found | null {
  const candidates: Found[] = [];
  const mention = firstFrom(MENTION, text, from);
  if (mention) {
    const name = (mention[2] as string).slice(1);
    const start = mention.index + (mention[1] as string).length;
    const html = context.userExists(name)
      ? generatedLink(`${context.appUrl}/${name}`, `@${name}`)
      : goEscape(`@${name}`);
    candidates.push({ start, end: start + name.length + 1, html });
  }
  // html_issue.go: `#12` only where the short pattern is allowed (comments and wikis, not documents)
  const short = context.owner && context.mode !== 'document' ? firstFrom(SHORT_REF, text, from) : null;
  if (short) {
    const ref = short[2] as string;
    const start = short.index + (short[1] as string).length;
    const html = issueLink(context, context.owner, context.repo, ref[0] as string, ref.slice(1), ref);
    candidates.push(withKeyword(text, from, start, start + ref.length, html));
  }
  const cross = context.mode !== 'markdown' ? firstFrom(CROSS_REF, text, from) : null;
  if (cross) {
    const ref = cross[2] as string;
    const start = cross.index + (cross[1] as string).length;
    const [, owner = '', repo = '', marker = '#', index = ''] = /^([^/]+)\/(.+?)([#!])(\d+)$/.exec(ref) ?? [];
    const html = issueLink(context, owner, repo, marker, index, ref);
    candidates.push(withKeyword(text, from, start, start + ref.length, html));
  }
  return candidates.reduce<Found | null>(
    (first, found) => (!first || found.start < first.start ? found : first),
    null,
  );
}

/** A text node's HTML: escaped, with its references and mentions as links (not used inside links or code). */
export function linkedText(context: LinkContext, text: string): string {
  if (context.mode === 'markdown') return goEscape(text);
  let html = '';
  let at = 0;
  for (let found = nextLink(context, text, 0); found; found = nextLink(context, text, at)) {
    html += goEscape(text.slice(at, found.start)) + found.html;
    at = found.end;
  }
  return html + goEscape(text.slice(at));
}

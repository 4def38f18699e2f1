// The sandbox's Markdown renderer: markdown-it (CommonMark with GFM tables and strikethrough) with the
// output Gitea's goldmark renderer and post-processing write (modules/markup/markdown, html*.go):
// hard line breaks in comments, `user-content-` heading ids in documents and wikis, task list items
// with their disabled checkbox, links with rel="nofollow", images wrapped in a link, and the text's
// references and mentions as links (markdown-links.ts).

import MarkdownIt, { type Renderer, type StateCore, type Token } from 'markdown-it';
import { goEscape, type LinkContext, linkedText, resolveLink } from './markdown-links.js';

interface TaskMeta {
  checked: boolean;
  /** byte offset of the `[` in the source (TaskCheckBoxListItem.SourcePosition) */
  position: number;
}

const TASK = /^\[([ xX])\] /;

/** Marks task list items and strips their `[ ]` from the text, remembering where it stood in the source. */
function taskLists(state: StateCore): void {
  const lineStarts = [0];
  for (let i = 0; i < state.src.length; i++) if (state.src[i] === '\n') lineStarts.push(i + 1);
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const item = tokens[i] as Token;
    const inline = tokens[i + 2] as Token;
    if (
      item.type !== 'list_item_open' ||
      tokens[i + 1]?.type !== 'paragraph_open' ||
      inline.type !== 'inline'
    )
      continue;
    const match = TASK.exec(inline.content);
    const first = inline.children?.[0];
    if (!match || !first || first.type !== 'text' || !inline.map) continue;
    const lineStart = lineStarts[inline.map[0]] ?? 0;
    const line = state.src.slice(lineStart);
    const bracket = lineStart + line.indexOf('[');
    item.meta = {
      task: { checked: match[1] !== ' ', position: Buffer.byteLength(state.src.slice(0, bracket)) },
    };
    first.content = first.content.replace(TASK, '');
  }
}

/** Marks the text tokens inside links, which Gitea's post-processing leaves alone. */
function textInLinks(state: StateCore): void {
  for (const block of state.tokens) {
    let depth = 0;
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') depth++;
      else if (token.type === 'link_close') depth--;
      else if (token.type === 'text' && depth > 0) token.meta = { inLink: true };
    }
  }
}

/** Gitea's heading ids: the text lower-cased, spaces as dashes, punctuation dropped, `user-content-` first. */
function headingId(text: string): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  return `user-content-${slug}`;
}

function imageHtml(context: LinkContext, token: Token, self: Renderer, options: object, env: object): string {
  const src = resolveLink(context, token.attrGet('src') ?? '', 'media');
  const alt = self.renderInline(token.children ?? [], options, env).replace(/<[^>]*>/g, '');
  const title = token.attrGet('title');
  return `<img src="${goEscape(src)}" alt="${alt}"${title ? ` title="${goEscape(title)}"` : ''}/>`;
}

export function createRenderer(context: LinkContext): MarkdownIt {
  const md = new MarkdownIt('default', { html: false, linkify: true, breaks: context.mode === 'comment' });
  // Gitea links only full http(s) URLs in text, never `guide.md` (a domain to linkify-it)
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  md.core.ruler.push('gitea_task_lists', taskLists);
  md.core.ruler.push('gitea_text_in_links', textInLinks);
  const rules = md.renderer.rules;
  const documentIds = context.mode === 'document' || context.mode === 'wiki';
  let imageLinkDepth = 0;

  rules.text = (tokens, idx) => {
    const token = tokens[idx] as Token;
    return token.meta?.inLink ? goEscape(token.content) : linkedText(context, token.content);
  };
  rules.code_inline = (tokens, idx) => `<code>${goEscape((tokens[idx] as Token).content)}</code>`;
  rules.hardbreak = () => '<br/>\n';
  rules.softbreak = () => (context.mode === 'comment' ? '<br/>\n' : '\n');
  rules.heading_open = (tokens, idx) => {
    const token = tokens[idx] as Token;
    const text = (tokens[idx + 1] as Token).content;
    return documentIds ? `<${token.tag} id="${goEscape(headingId(text))}">` : `<${token.tag}>`;
  };
  rules.link_open = (tokens, idx) => {
    imageLinkDepth++;
    const href = resolveLink(context, (tokens[idx] as Token).attrGet('href') ?? '', 'link');
    return `<a href="${goEscape(href)}" rel="nofollow">`;
  };
  rules.link_close = () => {
    imageLinkDepth--;
    return '</a>';
  };
  rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx] as Token;
    const img = imageHtml(context, token, self, options, env);
    if (imageLinkDepth > 0) return img;
    // transform_image.go: an image outside a link gets a link to itself, opened in a new tab
    const href = resolveLink(context, token.attrGet('src') ?? '', 'link');
    return `<a href="${goEscape(href)}" target="_blank" rel="nofollow noopener">${img}</a>`;
  };
  rules.list_item_open = (tokens, idx) => {
    const task = (tokens[idx] as Token).meta?.task as TaskMeta | undefined;
    if (!task) return '<li>';
    const checked = task.checked ? ' checked=""' : '';
    return `<li class="task-list-item"><input type="checkbox" disabled="" data-source-position="${task.position}"${checked}/>`;
  };
  return md;
}

/** The HTML Gitea answers for `text` in `context` (an empty text is an empty answer). */
export function renderMarkdown(context: LinkContext, text: string): string {
  return text === '' ? '' : createRenderer(context).render(text);
}

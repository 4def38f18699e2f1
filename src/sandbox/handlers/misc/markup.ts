// POST /markup, /markdown and /markdown/raw (routers/api/v1/misc/markup.go → routers/common/markup.go
// RenderMarkup): no sign-in, no repository assignment; the Context path names the repository, and for
// documents the ref (`/owner/repo/src/branch/main`). `Wiki: true` is the wiki mode. An unknown mode is
// 422 `Unknown mode: x`; a file whose extension has no renderer is 422 `unsupported file to render: "p"`.
import type { Handler, RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { MarkdownOption, MarkupOption } from './forms.js';
import type { LinkContext, RenderMode } from './markdown-links.js';
import { renderMarkdown } from './markdown-render.js';

const MODES: Record<string, RenderMode> = {
  '': 'markdown',
  markdown: 'markdown',
  gfm: 'document',
  comment: 'comment',
  wiki: 'wiki',
  file: 'document',
};

/** Go writes the body with no Content-Type of its own, so net/http sniffs one: HTML for `<p>`, `<h1>`, … */
function sniffed(html: string): string {
  const html5 =
    /^\s*<(?:!DOCTYPE HTML|HTML|HEAD|SCRIPT|IFRAME|H1|DIV|FONT|TABLE|A|STYLE|TITLE|B|BODY|BR|P|!--)[\s>]/i;
  return html5.test(html) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
}

function rendered(html: string): Reply {
  return { status: 200, text: html, headers: { 'Content-Type': sniffed(html) } };
}

/** The Context path's owner, repository and ref path (`branch/main`), as RenderMarkup splits it. */
function linkContext(ctx: RequestContext, mode: RenderMode, path: string): LinkContext {
  const fields = path.replace(/^\/+/, '').split('/');
  const [owner = '', repo = '', src, ...ref] = fields;
  const named = fields.length >= 2 && owner !== '' && repo !== '';
  return {
    appUrl: ctx.origin,
    owner: named ? owner : '',
    repo: named ? repo : '',
    mode: named ? mode : 'markdown',
    refPath: src === 'src' ? ref.join('/') : '',
    userExists: (login) => ctx.store.userByName(login) !== undefined,
  };
}

function render(
  ctx: RequestContext,
  form: { Text?: string; Mode?: string; Context?: string; Wiki?: boolean; FilePath?: string },
): Reply {
  // Gitea 1.23 made `wiki` a mode and `Wiki: true` a way to ask for it (util.Iif(form.Wiki, "wiki", form.Mode));
  // Gitea 1.22 and Forgejo know no `wiki` mode (422) and render `Wiki: true` in the mode asked, as a wiki page
  const newer = ctx.runtime.profile === 'gitea-1.26';
  const requested = form.Wiki && newer ? 'wiki' : (form.Mode ?? '');
  const known = newer || requested !== 'wiki' ? MODES[requested] : undefined;
  const mode = form.Wiki && !newer && known ? 'wiki' : known;
  if (!mode) throw ctx.error(422, `Unknown mode: ${requested}`);
  if (requested === 'file' && !/\.(md|markdown|mdown|mkd|livemd)$/i.test(form.FilePath ?? '')) {
    throw ctx.error(422, `unsupported file to render: "${form.FilePath ?? ''}"`);
  }
  return rendered(renderMarkdown(linkContext(ctx, mode, form.Context ?? ''), form.Text ?? ''));
}

export const renderMarkup: Handler = (ctx) => render(ctx, ctx.bind(MarkupOption));

export const renderMarkdownDocument: Handler = (ctx) => render(ctx, ctx.bind(MarkdownOption));

/** The body is the Markdown itself, rendered without any repository (markdown.RenderRaw). */
export const renderMarkdownRaw: Handler = (ctx) =>
  rendered(renderMarkdown(linkContext(ctx, 'markdown', ''), ctx.body.toString('utf8')));

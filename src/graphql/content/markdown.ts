// Markdown rendered by the forge (POST /markup), in the context Gitea's own pages use: comments and
// descriptions in the repository's comment context (`#12`, `owner/repo#12`, `@user`, links relative to
// the repository), documents against `src|media/branch/<default branch>`, wiki pages in wiki mode.
// Identical (mode, context, text) is rendered once per request (a DataLoader keyed on the three) and
// reused across requests from a small cache (markdown-cache.ts). `renderedField` is how a type adds
// its `bodyHTML`; `Query.renderMarkdown` renders a preview.

import DataLoader from 'dataloader';
import { renderMarkdownRaw, renderMarkup } from '../../forge/endpoints/index.js';
import { builder } from '../kit/builder.js';
import type { Context, GatewaySettings } from '../kit/context.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { badInput } from '../kit/errors.js';
import { readsForge } from '../kit/forge-calls.js';
import { inBatchSpan } from '../kit/loader-tracing.js';
import { nodeKey, repoKey, splitRepoKey } from '../kit/loaders.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import { RenderCache } from './markdown-cache.js';

/**
 * Gitea's markup modes as the gateway uses them: `markdown` renders without any repository; `raw` is the
 * text alone through POST /markdown/raw.
 */
export type ForgeMarkupMode = 'comment' | 'gfm' | 'wiki' | 'markdown' | 'raw';

export interface Rendering {
  mode: ForgeMarkupMode;
  /** the repository's URL path, `/owner/repo` (`/owner/repo/src/branch/main` for documents); '' for none */
  context: string;
  text: string;
}

const keyOf = (r: Rendering) => JSON.stringify([r.mode, r.context, r.text]);

/** One cache per gateway (its settings object lives as long as it does), so two forges never share. */
const caches = new WeakMap<GatewaySettings, RenderCache>();
const loaders = new WeakMap<Context, DataLoader<Rendering, string, string>>();

function cacheOf(settings: GatewaySettings): RenderCache {
  let cache = caches.get(settings);
  if (!cache) {
    cache = new RenderCache();
    caches.set(settings, cache);
  }
  return cache;
}

/**
 * The request body: a wiki page as `gfm` with `Wiki: true`, which every forge renders in wiki mode
 * (Gitea 1.23+ turns the flag into its `wiki` mode; Gitea 1.22 and Forgejo know no `wiki` mode).
 */
function wikiAware(rendering: Rendering) {
  const wiki = rendering.mode === 'wiki';
  return {
    Mode: wiki ? 'gfm' : rendering.mode,
    Context: rendering.context,
    Text: rendering.text,
    Wiki: wiki,
  };
}

async function renderOnce(context: Context, rendering: Rendering): Promise<string> {
  const cache = context.settings.naive ? null : cacheOf(context.settings);
  const key = keyOf(rendering);
  const cached = cache?.get(key);
  if (cached !== undefined) return cached;
  const { data } =
    rendering.mode === 'raw'
      ? await renderMarkdownRaw(context.forge, {}, rendering.text)
      : await renderMarkup(context.forge, {}, wikiAware(rendering));
  const html = typeof data === 'string' ? data : '';
  // a failure is not kept: the next request asks again
  cache?.set(key, html);
  return html;
}

/** The HTML of one rendering; the same (mode, context, text) anywhere in the request is one call. */
export function rendered(context: Context, rendering: Rendering): Promise<string> {
  // an empty text renders as nothing (RenderMarkup writes no bytes): no call
  if (rendering.text === '') return Promise.resolve('');
  let loader = loaders.get(context);
  if (!loader) {
    // the forge renders one text per call, so a batch is parallel single calls
    loader = new DataLoader<Rendering, string, string>(
      (keys) =>
        inBatchSpan(context.tracing, 'Markdown', keys.length, () =>
          Promise.all(keys.map((key) => renderOnce(context, key).catch((error: Error) => error))),
        ),
      { cacheKeyFn: keyOf, cache: !context.settings.naive },
    );
    loaders.set(context, loader);
  }
  return loader.load(rendering);
}

/** The comment context of a repository: `/owner/repo`. */
export const repositoryPath = (ref: RepoRef) => `/${ref.owner}/${ref.repo}`;

/** The repository of a loader key (`owner/name…`), as the key spells it. */
export function repoOfKey(key: string): RepoRef | null {
  const end = key.search(/[#:]/);
  const head = end === -1 ? key : key.slice(0, end);
  return head.includes('/') && !head.startsWith('/') ? splitRepoKey(head) : null;
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export interface RenderedFieldOptions {
  /** comment (issues, pull requests, comments, reviews, releases, milestones) or wiki (wiki pages) */
  mode?: 'comment' | 'wiki';
  description?: string;
}

/**
 * `bodyHTML`: `text` (the Markdown source, null when the object has none) as the forge renders it in
 * the context of `repository` (null: plain Markdown). One line per type:
 * `bodyHTML: renderedField(t, (i) => i.body, (i) => repoOfKey(issueKeyOf(i)))`.
 */
export function renderedField<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  text: (parent: Parent) => string | null | undefined,
  repository: (parent: Parent) => RepoRef | null,
  options: RenderedFieldOptions = {},
) {
  const mode = options.mode ?? 'comment';
  return t.field({
    type: 'String',
    description:
      options.description ??
      `The text rendered as HTML by the forge (POST /markup, ${mode} mode, in the repository's context: references, mentions and relative links as links). One call per distinct text in a request, none when cached.`,
    extensions: readsForge(),
    resolve: (parent, _args, context) => {
      const source = text(parent);
      if (source == null) return null;
      const ref = repository(parent);
      const plain = { mode: 'markdown' as const, context: '', text: source };
      return rendered(context, ref ? { mode, context: repositoryPath(ref), text: source } : plain);
    },
  });
}

export const MarkdownMode = builder.enumType('MarkdownMode', {
  description: 'How a text is rendered (Gitea’s markup modes).',
  values: describedEnumValues({
    COMMENT: 'An issue, pull request or comment body: `#12` links, hard line breaks.',
    DOCUMENT: 'A file such as a README: links against the default branch, `#12` left as text.',
    WIKI: 'A wiki page: links against the wiki.',
    RAW: 'The text alone (POST /markdown/raw: the body is the Markdown itself, no JSON): no repository, so no references or relative links.',
  }),
});

builder.queryFields((t) => ({
  renderMarkdown: t.field({
    type: 'String',
    nullable: false,
    description:
      'A preview: `text` rendered as HTML by the forge (POST /markup). With `repository` ("owner/name") references, mentions and relative links resolve in it (DOCUMENT mode reads the repository for its default branch: one more call, shared); without it the text is rendered as plain Markdown. RAW mode sends the text alone to POST /markdown/raw instead. Identical inputs are rendered once.',
    args: {
      text: t.arg.string({ description: 'The Markdown to render.', required: true }),
      repository: t.arg.string({ description: '"owner/name"' }),
      mode: t.arg({
        description: 'How to render it: as a comment, a document, a wiki page or raw.',
        type: MarkdownMode,
        defaultValue: 'COMMENT',
      }),
    },
    resolve: async (_root, args, context) => {
      if (args.mode === 'RAW') {
        if (args.repository)
          throw badInput('RAW renders without a repository: leave `repository` out.', 'repository');
        return rendered(context, { mode: 'raw', context: '', text: args.text });
      }
      if (!args.repository) return rendered(context, { mode: 'markdown', context: '', text: args.text });
      const [owner = '', repo = '', ...rest] = args.repository.split('/');
      if (!owner || !repo || rest.length > 0) throw badInput('`repository` is "owner/name".', 'repository');
      const ref = { owner, repo };
      if (args.mode === 'DOCUMENT') {
        const key = nodeKey(context, repoKey(owner, repo));
        const repository = await RepositoryRef.getDataloader(context).load(key);
        return rendered(context, documentRendering(ref, repository.default_branch, args.text));
      }
      const mode = args.mode === 'WIKI' ? 'wiki' : 'comment';
      return rendered(context, { mode, context: repositoryPath(ref), text: args.text });
    },
  }),
}));

/** A document of the repository at its default branch: Context `/owner/repo/src/branch/<branch>`. */
export function documentRendering(ref: RepoRef, branch: string, text: string): Rendering {
  return { mode: 'gfm', context: `${repositoryPath(ref)}/src/branch/${branch}`, text };
}

// What the forge says about itself: settings (routers/api/v1/settings/settings.go), templates
// (routers/api/v1/misc/gitignore.go, label_templates.go, licenses.go), NodeInfo (misc/nodeinfo.go,
// served when federation is on, as in the demo) and the signing key (misc/signing.go). No sign-in.
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { profileTraits } from '../../http/profiles.js';
import {
  API_SETTINGS,
  ATTACHMENT_SETTINGS,
  GITIGNORES,
  LABEL_TEMPLATES,
  LICENSES,
  REPOSITORY_SETTINGS,
  SIGNING_KEY,
  UI_SETTINGS,
} from './instance-data.js';

export const getApiSettings = (): Reply => jsonReply(200, API_SETTINGS);
export const getAttachmentSettings = (): Reply => jsonReply(200, ATTACHMENT_SETTINGS);
export const getRepositorySettings = (): Reply => jsonReply(200, REPOSITORY_SETTINGS);
export const getUiSettings = (): Reply => jsonReply(200, UI_SETTINGS);

/** GET /gitignore/templates: the names, sorted */
export const listGitignores = (): Reply => jsonReply(200, Object.keys(GITIGNORES).sort());

/** GET /gitignore/templates/{name}: ctx.NotFound() for an unknown name */
export function getGitignore(ctx: RequestContext): Reply {
  const name = ctx.param('name');
  const source = Object.hasOwn(GITIGNORES, name) ? GITIGNORES[name] : undefined;
  if (source === undefined) throw ctx.notFound();
  return jsonReply(200, { name, source });
}

/** GET /label/templates: the display names */
export const listLabelTemplates = (): Reply => jsonReply(200, Object.keys(LABEL_TEMPLATES).sort());

/** GET /label/templates/{name}: the set's labels; ctx.NotFound() for an unknown name */
export function getLabelTemplate(ctx: RequestContext): Reply {
  const name = ctx.param('name');
  const labels = Object.hasOwn(LABEL_TEMPLATES, name) ? LABEL_TEMPLATES[name] : undefined;
  if (!labels) throw ctx.notFound();
  return jsonReply(200, labels);
}

const licenseUrl = (ctx: RequestContext, name: string) =>
  `${ctx.apiBase}/licenses/${encodeURIComponent(name)}`;

/** GET /licenses: key and name are both the license's name */
export function listLicenses(ctx: RequestContext): Reply {
  const names = Object.keys(LICENSES).sort();
  return jsonReply(
    200,
    names.map((name) => ({ key: name, name, url: licenseUrl(ctx, name) })),
  );
}

/** GET /licenses/{name}: its body and the implementation sentence Gitea adds for GitHub's clients */
export function getLicense(ctx: RequestContext): Reply {
  const name = ctx.param('name');
  const body = Object.hasOwn(LICENSES, name) ? LICENSES[name] : undefined;
  if (body === undefined) throw ctx.notFound();
  return jsonReply(200, {
    key: name,
    name,
    url: licenseUrl(ctx, name),
    body,
    implementation:
      'Create a text file (typically named LICENSE or LICENSE.txt) in the root of your source code and copy the text of the license into the file',
  });
}

/** GET /nodeinfo: NodeInfo 2.1; localPosts counts issues and pull requests, localComments comments */
export function getNodeInfo(ctx: RequestContext): Reply {
  const { store, runtime } = ctx;
  const users = store.users.filter((user) => !user.isOrg && user.active);
  return jsonReply(200, {
    version: '2.1',
    software: {
      name: 'gitea',
      version: profileTraits(runtime.profile).version,
      repository: 'https://github.com/go-gitea/gitea.git',
      homepage: 'https://gitea.io/',
    },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: ['rss2.0'] },
    openRegistrations: true,
    usage: {
      users: { total: users.length, activeHalfyear: users.length, activeMonth: users.length },
      localPosts: store.issues.length,
      localComments: store.comments.length,
    },
    metadata: {},
  });
}

/** GET /signing-key.gpg and GET /repos/{owner}/{repo}/signing-key.gpg: the forge's one key, as text */
export function getSigningKey(): Reply {
  return { status: 200, text: SIGNING_KEY, headers: { 'Content-Type': 'text/plain;charset=utf-8' } };
}

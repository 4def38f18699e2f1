// GET /repos/{owner}/{repo}, generating from a template and creating in an organization, as
// routers/api/v1/repo/repo.go answers them.

import type {
  CreateRepoOption as CreateRepoBody,
  GenerateRepoOption as GenerateRepoRequest,
} from '../../../forge/types/index.js';
import { repoJson } from '../../convert/repos.js';
import { createCommit, createGitRepo, type GitRepo, getCommit, isEmpty } from '../../git/repository.js';
import type { BodySchema } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { canCreateOrgRepo, ownerVisible } from '../../model/access.js';
import { recordActivity } from '../../model/activity.js';
import { Access, type RepoRec, type UserRec } from '../../model/records.js';
import { addLabelSet, addLabels, hasLabelSet, newRepo, unusableRepoName } from '../../model/repos.js';
import { watchNewRepo } from '../../model/social.js';
import { emitRepositoryCreated } from '../../webhooks/payloads.js';

/** GET /repos/{owner}/{repo}: permissions are the caller's */
export function getRepo(ctx: RequestContext): Reply {
  const { repo, mode } = ctx.repo();
  return jsonReply(200, repoJson(ctx, repo, mode));
}

const nameRules = ['Required', 'AlphaDashDot', 'MaxSize(100)'];

const GenerateRepoOption: BodySchema = {
  name: 'GenerateRepoOption',
  fields: [
    { key: 'owner', go: 'Owner', type: 'string' },
    { key: 'name', go: 'Name', type: 'string', rules: nameRules },
    { key: 'default_branch', go: 'DefaultBranch', type: 'string' },
    { key: 'description', go: 'Description', type: 'string', rules: ['MaxSize(2048)'] },
    { key: 'private', go: 'Private', type: 'bool' },
    ...['git_content', 'topics', 'git_hooks', 'webhooks', 'avatar', 'labels', 'protected_branch'].map(
      (key) => ({
        key,
        go: key.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase()),
        type: 'bool' as const,
      }),
    ),
  ],
};

/** GenerateRepoOption's `owner` has no binding rule, so a request may lack it */
type GenerateBody = Omit<GenerateRepoRequest, 'owner'> & { owner?: string };

/** A fresh repository whose one commit holds the template's tree (Gitea's generateRepoCommit). */
function copyContent(template: RepoRec, branch: string, doer: UserRec, now: Date): GitRepo {
  const source = template.git.branches.get(template.defaultBranch);
  const head = source ? getCommit(template.git, source) : null;
  if (!head) return createGitRepo();
  const git: GitRepo = { objects: new Map(template.git.objects), branches: new Map(), tags: new Map() };
  const author = { name: doer.fullName || doer.login, email: doer.email, date: now };
  const commit = createCommit(git, { tree: head.tree, parents: [], author, message: 'Initial commit' });
  git.branches.set(branch, commit.sha);
  return git;
}

/** POST /repos/{template_owner}/{template_repo}/generate → 201 Repository */
export function generateRepo(ctx: RequestContext): Reply {
  const { repo: template } = ctx.repo('template_owner', 'template_repo');
  const doer = ctx.doer;
  const form = ctx.bind<GenerateBody>(GenerateRepoOption);
  if (!template.template) throw ctx.error(422, 'this is not a template repo');
  const items = [form.git_content, form.topics, form.git_hooks, form.webhooks, form.avatar, form.labels];
  if (!items.some(Boolean) && !form.protected_branch)
    throw ctx.error(422, 'must select at least one template item');
  const ownerName = form.owner ?? '';
  let owner: UserRec = doer;
  if (ownerName !== doer.login) {
    const found = ctx.store.userByName(ownerName);
    // as Gitea answers, this 404 uses the key `error`, not `message`
    if (!found) return jsonReply(404, { error: `request owner \`${ownerName}\` does not exist` });
    owner = found;
    if (!doer.isAdmin && !owner.isOrg)
      throw ctx.error(403, 'Only admin can generate repository for other user.');
    if (!doer.isAdmin && !canCreateOrgRepo(ctx.store, owner.id, doer)) {
      throw ctx.error(403, 'Given user is not allowed to create repository in organization.');
    }
  }
  const unusable = unusableRepoName(form.name);
  if (unusable) throw ctx.error(422, unusable);
  if (ctx.store.repoByName(owner.id, form.name)) {
    throw ctx.error(409, 'The repository with the same name already exists.');
  }
  const now = ctx.store.now();
  const branch = form.default_branch || template.defaultBranch;
  const repo = newRepo(ctx.store, {
    ownerId: owner.id,
    name: form.name,
    description: form.description ?? template.description,
    private: form.private ?? false,
    defaultBranch: branch,
    language: form.git_content ? template.language : '',
    git:
      form.git_content && !isEmpty(template.git) ? copyContent(template, branch, doer, now) : createGitRepo(),
    topics: form.topics ? [...template.topics] : [],
    createdAt: now,
  });
  if (form.labels)
    addLabels(
      ctx.store,
      repo,
      ctx.store.labels.filter((l) => l.repoId === template.id),
    );
  recordActivity(ctx.store, doer, repo, { opType: 'create_repo' });
  watchNewRepo(ctx.store, doer, repo);
  emitRepositoryCreated(ctx, repo);
  return jsonReply(201, repoJson(ctx, repo, Access.owner));
}

export const CreateRepoOption: BodySchema = {
  name: 'CreateRepoOption',
  fields: [
    { key: 'name', go: 'Name', type: 'string', rules: nameRules },
    { key: 'description', go: 'Description', type: 'string', rules: ['MaxSize(2048)'] },
    { key: 'private', go: 'Private', type: 'bool' },
    { key: 'issue_labels', go: 'IssueLabels', type: 'string' },
    { key: 'auto_init', go: 'AutoInit', type: 'bool' },
    { key: 'template', go: 'Template', type: 'bool' },
    { key: 'gitignores', go: 'Gitignores', type: 'string' },
    { key: 'license', go: 'License', type: 'string' },
    { key: 'readme', go: 'Readme', type: 'string' },
    { key: 'default_branch', go: 'DefaultBranch', type: 'string', rules: ['GitRefName', 'MaxSize(100)'] },
    {
      key: 'trust_model',
      go: 'TrustModel',
      type: 'string',
      rules: ['In(default,collaborator,committer,collaboratorcommitter)'],
    },
    { key: 'object_format_name', go: 'ObjectFormatName', type: 'string', rules: ['MaxSize(6)'] },
  ],
};

/** Gitea's initRepoCommit: README from the `Default` template, plus .gitignore and LICENSE when asked. */
export function initialFiles(form: CreateRepoBody): Record<string, string> {
  const files: Record<string, string> = {
    'README.md': `# ${form.name}\n\n${form.description ?? ''}\n`,
  };
  if (form.gitignores) {
    files['.gitignore'] = form.gitignores
      .split(',')
      .map((name) => `# ---> ${name.trim()}\n`)
      .join('\n');
  }
  if (form.license) files.LICENSE = `${form.license}\n`;
  return files;
}

/**
 * What Gitea's repo_service.CreateRepository does for both POST /user/repos and POST /orgs/{org}/repos
 * once the owner is known (routers/api/v1/repo/repo.go CreateUserRepo): readme and label templates,
 * name rules, 409 for a taken name, the initial commit, activity and the creator's watch.
 */
export function createRepoOf(
  ctx: RequestContext,
  owner: UserRec,
  doer: UserRec,
  form: CreateRepoBody,
): RepoRec {
  const readme = form.auto_init && !form.readme ? 'Default' : (form.readme ?? '');
  if (form.auto_init && readme !== '' && readme !== 'Default') {
    throw ctx.error(400, 'readme template does not exist, available templates: [Default]');
  }
  const unusable = unusableRepoName(form.name);
  if (unusable) throw ctx.error(422, unusable);
  if (ctx.store.repoByName(owner.id, form.name)) {
    throw ctx.error(409, 'The repository with the same name already exists.');
  }
  const labelSet = form.issue_labels ?? '';
  if (labelSet !== '' && !hasLabelSet(labelSet)) {
    throw ctx.error(422, `failed to load label template file "${labelSet}": label template not found`);
  }
  const branch = form.default_branch || 'main';
  const now = ctx.store.now();
  const author = { name: doer.fullName || doer.login, email: doer.email, date: now };
  const repo = newRepo(ctx.store, {
    ownerId: owner.id,
    name: form.name,
    description: form.description ?? '',
    private: form.private ?? false,
    template: form.template ?? false,
    defaultBranch: branch,
    objectFormat: form.object_format_name || 'sha1',
    git: form.auto_init
      ? createGitRepo({ branch, files: initialFiles(form), message: 'Initial commit', author })
      : createGitRepo(),
    createdAt: now,
  });
  if (labelSet !== '') addLabelSet(ctx.store, repo, labelSet);
  recordActivity(ctx.store, doer, repo, { opType: 'create_repo' });
  watchNewRepo(ctx.store, doer, repo);
  return repo;
}

/** POST /orgs/{org}/repos → 201 Repository */
export function createOrgRepo(ctx: RequestContext): Reply {
  const org = ctx.org();
  const doer = ctx.doer;
  const form = ctx.bind<CreateRepoBody>(CreateRepoOption);
  if (!ownerVisible(ctx.store, org, doer)) throw ctx.notFound('HasOrgOrUserVisible');
  if (!canCreateOrgRepo(ctx.store, org.id, doer)) {
    throw ctx.error(403, 'Given user is not allowed to create repository in organization.');
  }
  const repo = createRepoOf(ctx, org, doer, form);
  emitRepositoryCreated(ctx, repo);
  return jsonReply(201, repoJson(ctx, repo, Access.owner));
}

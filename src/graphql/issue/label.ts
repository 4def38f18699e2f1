// Label as a refetchable Node, and the fields that list labels: Repository.labels,
// Repository.label(name) and Organization.labels. A label's key is `owner/name:id` for a repository
// label and `org:id` for an organization's; both come from the label's own `url`.

import { GraphQLError } from 'graphql';
import { getLabel, getOrgLabel, listLabels, listOrgLabels } from '../../forge/endpoints/index.js';
import type { Label } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, expectObject, repoKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { readByKey } from '../kit/ref-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { OrganizationRef } from '../people/organization.js';
import { type OwnerRef, ownerKey, ownerRefOf } from '../people/owner.js';
import { FIELDS } from './fields.js';

/** Where a label was read (a repository `owner/name` or an organization login), for labels without a url. */
const readUnder = new WeakMap<object, string>();

/** Remembers the repository or organization a list of labels was read under; returns the list. */
export function labelsUnder(labels: readonly Label[], scope: string): Label[] {
  for (const label of labels) if (label && typeof label === 'object') readUnder.set(label, scope);
  return [...labels];
}

const REPO_LABEL_URL = /\/repos\/([^/]+)\/([^/]+)\/labels\/\d+$/;
const ORG_LABEL_URL = /\/orgs\/([^/]+)\/labels\/\d+$/;

/** The repository (`owner/name`) or organization (`login`) a label belongs to. */
function labelScope(label: Label): string | undefined {
  const url = label.url ?? '';
  const repo = REPO_LABEL_URL.exec(url);
  if (repo?.[1] && repo[2]) return repoKey(decodeURIComponent(repo[1]), decodeURIComponent(repo[2]));
  const org = ORG_LABEL_URL.exec(url);
  if (org?.[1]) return decodeURIComponent(org[1]).toLowerCase();
  return readUnder.get(label);
}

export const labelKeyOf = (label: Label): string => `${labelScope(label) ?? ''}:${label.id}`;

/** `owner/name:id` or `org:id` → the route that reads it again */
function splitLabelKey(loaderKey: string) {
  const key = baseKey(loaderKey);
  const colon = key.lastIndexOf(':');
  const scope = key.slice(0, colon);
  const id = Number(key.slice(colon + 1));
  const slash = scope.indexOf('/');
  return slash < 0
    ? { org: scope, id }
    : { repo: { owner: scope.slice(0, slash), repo: scope.slice(slash + 1) }, id };
}

export const LabelRef = forgeNodeRef<Label>('Label', {
  keyOf: labelKeyOf,
  read: {
    route: 'GET /repos/{owner}/{repo}/labels/{id}',
    identity: 'id',
    fetch: (context, key) => {
      const { org, repo, id } = splitLabelKey(key);
      return repo
        ? getLabel(context.forge, { ...repo, id })
        : getOrgLabel(context.forge, { org: org ?? '', id });
    },
  },
});

LabelRef.implement({
  description:
    'A label of a repository, or of an organization for all its repositories. Its id names the repository or organization, taken from the label’s own `url` (`/repos/{owner}/{repo}/labels/{id}` or `/orgs/{org}/labels/{id}`), so `node(id:)` reads it again with one call (`GET /repos/{owner}/{repo}/labels/{id}` or `GET /orgs/{org}/labels/{id}`, which needs a signed-in caller).',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'url'),
    ...forgeFields(t, FIELDS.Label),
    isOrganizationLabel: t.boolean({
      description: 'Whether the label belongs to an organization rather than one repository.',
      resolve: (l) => {
        const scope = labelScope(l);
        return scope === undefined ? null : !scope.includes('/');
      },
    }),
  })),
});

export const LabelConnection = connectionType(LabelRef, 'Label');

const repoLabels = pagedList<RepoRef, object, Label>({
  endpoint: listLabels,
  key: repoListKey,
  fetch: async (context, ref, _args, page) => {
    const response = await listLabels(context.forge, { ...ref, ...page });
    if (Array.isArray(response.data)) labelsUnder(response.data, repoKey(ref.owner, ref.repo));
    return response;
  },
});

const orgLabels = pagedList<OwnerRef, object, Label>({
  endpoint: listOrgLabels,
  key: ownerKey,
  fetch: async (context, ref, _args, page) => {
    const response = await listOrgLabels(context.forge, { org: ref.login, ...page });
    if (Array.isArray(response.data)) labelsUnder(response.data, ref.login.toLowerCase());
    return response;
  },
});

/**
 * The forge reads a name made only of digits as an id: a label of another name is not the one asked
 * for, and is NOT_FOUND as a missing one is. The label found primes the loader under its owner.
 */
function namedLabel(data: unknown, route: string, name: string, owner: string, where: string): Label {
  const label = expectObject<Label>(data, route, 'id');
  if (label.name !== name) {
    throw new GraphQLError(`Could not resolve to a Label with the name '${name}' in ${where}.`, {
      extensions: { code: 'NOT_FOUND' },
    });
  }
  labelsUnder([label], owner);
  return label;
}

type Reader = Parameters<typeof memoize>[0];

/** One label by name: one call, shared by the lookahead and the field; the result primes the loader. */
function labelByName(context: Reader, ref: RepoRef, args: { name: string }) {
  const name = String(args.name);
  return memoize(context, `Repository.label:${repoKey(ref.owner, ref.repo)}:${name}`, async () => {
    const { data } = await getLabel(context.forge, { ...ref, id: name });
    const where = `the repository '${ref.owner}/${ref.repo}'`;
    return namedLabel(data, getLabel.route, name, repoKey(ref.owner, ref.repo), where);
  });
}

/** One organization label by name (the route needs a signed-in caller); primes the loader. */
function orgLabelByName(context: Reader, ref: OwnerRef, args: { name: string }) {
  const name = String(args.name);
  const org = ref.login.toLowerCase();
  return memoize(context, `Organization.label:${org}:${name}`, async () => {
    const { data } = await getOrgLabel(context.forge, { org: ref.login, id: name });
    return namedLabel(data, getOrgLabel.route, name, org, `the organization '${ref.login}'`);
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  labels: listConnection(
    t,
    LabelConnection,
    listField(repoLabels, repoRefOf),
    'The repository’s own labels, alphabetically (GET /repos/{owner}/{repo}/labels; organization labels are on Organization.labels).',
  ),
  label: t.field({
    ...readByKey(t, 'name', LabelRef, labelByName, repoRefOf),
    description:
      'A label of this repository by its exact name (GET /repos/{owner}/{repo}/labels/{name}: one call). The forge reads a name made only of digits as an id, so such a name resolves only when that id is the label of that name.',
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  labels: listConnection(
    t,
    LabelConnection,
    listField(orgLabels, ownerRefOf),
    'Labels the organization shares with all its repositories (GET /orgs/{org}/labels).',
  ),
  label: t.field({
    ...readByKey(t, 'name', LabelRef, orgLabelByName, ownerRefOf),
    description:
      'An organization label by its exact name (GET /orgs/{org}/labels/{name}: one call, for signed-in callers).',
  }),
}));

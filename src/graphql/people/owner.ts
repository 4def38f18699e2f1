// RepositoryOwner: what User and Organization share. The forge addresses both by login (the
// package list and the activity feed take either), so their `packages` and `activities` fields are defined once, here on the
// interface, and a lookahead from either root starts the same calls.

import type { Organization, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';

export type Owner = User | Organization;

/** What a child field needs of its owner to call the forge. */
export interface OwnerRef {
  login: string;
  /** known to be an organization (its feed then has its own route) */
  isOrg?: boolean;
}

/**
 * What a user or organization root must read its record for although its lookahead serves it
 * (reference-root.ts): an ordered repository list asks GET /repos/search by the owner's id.
 */
export const ORDER_NEEDS_ID = ['repositories(orderBy)'];

export const ownerLogin = (owner: Owner): string => ('login' in owner ? owner.login : owner.name);

export const ownerRefOf = (owner: Owner): OwnerRef => ({ login: ownerLogin(owner) });

/** What identifies an owner's list in the request's memo. */
export const ownerKey = (ref: OwnerRef) => ref.login.toLowerCase();

export const RepositoryOwnerRef = builder.interfaceRef<Owner>('RepositoryOwner').implement({
  description: 'An account that owns repositories and packages: a user or an organization.',
  fields: (t) => ({
    login: t.string({
      nullable: false,
      description: 'The name the forge addresses it by.',
      resolve: ownerLogin,
    }),
  }),
});

// Helpers for fields that exist on both User and Organization (op 16 packages, op 20 activities):
// both are addressed upstream by login, so a prefetch from either root costs the same call.

import type { Organization, User } from '../../forge/types.js';

export interface OwnerRef {
  login: string;
}

export const ownerRefOfUser = (user: User): OwnerRef => ({ login: user.login });
export const ownerRefOfOrganization = (org: Organization): OwnerRef => ({ login: org.name });

// Direct client for BenchPackages: the user and one package page, together. Linked repositories
// come embedded in the list.

import { getUser, listPackages } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import { enumName } from './shape.js';

/** The package types the schema's PackageType enum knows (the forge's `type` values). */
const KNOWN_TYPES = ['npm', 'generic', 'pypi', 'maven', 'container', 'cargo', 'nuget', 'composer'];

export async function packages(forge: ForgeSession, vars: { login: string; first: number }) {
  const [user, list] = await Promise.all([
    getUser(forge, { username: vars.login }),
    listPackages(forge, { owner: vars.login, page: 1, limit: vars.first }),
  ]);
  return {
    user: {
      login: user.data.login,
      fullName: user.data.full_name ?? null,
      packages: {
        totalCount: list.paging.totalCount,
        nodes: list.data.map((pkg) => ({
          name: pkg.name,
          version: pkg.version,
          type: enumName(pkg.type, KNOWN_TYPES),
          repository: pkg.repository ? { fullName: pkg.repository.full_name } : null,
        })),
      },
    },
  };
}

// The demo seed: fixed ids, fixed dates from 2026-01-01 on, no randomness. Tests and examples rely on it.

import { Access, type TeamRec, type UserRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import { seedComments } from './comments.js';
import { seedGit } from './git.js';
import { seedHooks } from './hooks.js';
import { seedIssuePins } from './issue-pins.js';
import { seedIssueWatches } from './issue-watches.js';
import { seedIssues } from './issues.js';
import { seedItems } from './items.js';
import { seedPeople } from './people.js';
import { seedPulls } from './pulls.js';
import { seedRepoSocial } from './repo-social.js';
import { seedRepos } from './repos.js';
import { seedSettings } from './settings.js';
import { seedStopwatches } from './stopwatches.js';

export interface DemoUser {
  login: string;
  password: string;
  token: string;
}

/** Credentials of the seeded accounts: password `<login>-password`, personal token `<login>-token`. */
export const DEMO_USERS: readonly DemoUser[] = ['admin', 'alice', 'bob', 'carol'].map((login) => ({
  login,
  password: `${login}-password`,
  token: `${login}-token`,
}));

function user(id: number, login: string, fullName: string, extra: Partial<UserRec> = {}): UserRec {
  return {
    id,
    login,
    isOrg: false,
    fullName,
    email: `${login}@example.com`,
    password: `${login}-password`,
    tokens: [`${login}-token`],
    isAdmin: false,
    visibility: 'public',
    description: '',
    website: '',
    location: '',
    language: 'en-US',
    keepEmailPrivate: false,
    keepActivityPrivate: false,
    active: true,
    prohibitLogin: false,
    restricted: false,
    repoAdminChangeTeamAccess: false,
    created: new Date(Date.UTC(2026, 0, 1, 0, id)),
    lastLogin: new Date('2026-01-10T00:00:00Z'),
    ...extra,
  };
}

const allUnits = ['repo.code', 'repo.issues', 'repo.ext_issues', 'repo.wiki', 'repo.pulls', 'repo.releases'];

function seedAccounts(store: Store): void {
  store.users.push(
    user(1, 'admin', 'Site Admin', { isAdmin: true, description: 'Administrator of the sandbox' }),
    user(2, 'alice', 'Alice Anderson', { location: 'Amsterdam', website: 'https://alice.example.com' }),
    user(3, 'bob', 'Bob Brown', { location: 'Berlin' }),
    user(4, 'carol', 'Carol Clark', { location: 'Copenhagen' }),
    user(5, 'acme', 'ACME Corporation', {
      isOrg: true,
      email: 'contact@acme.example.com',
      password: '',
      tokens: [],
      description: 'Makers of everything',
      website: 'https://acme.example.com',
      location: 'Springfield',
      language: '',
    }),
  );
  const teams: TeamRec[] = [
    {
      id: 1,
      orgId: 5,
      name: 'Owners',
      description: '',
      permission: 'owner',
      memberIds: [2],
      repoIds: [],
      includesAllRepositories: true,
      canCreateOrgRepo: true,
      units: [...allUnits, 'repo.ext_wiki', 'repo.projects', 'repo.packages', 'repo.actions'],
      unitsMap: Object.fromEntries(
        [...allUnits, 'repo.ext_wiki', 'repo.projects', 'repo.packages', 'repo.actions'].map((u) => [
          u,
          'owner',
        ]),
      ),
    },
    {
      id: 2,
      orgId: 5,
      name: 'devs',
      description: 'Developers of ACME',
      permission: 'write',
      memberIds: [3],
      repoIds: [4],
      includesAllRepositories: false,
      canCreateOrgRepo: false,
      units: allUnits,
      unitsMap: Object.fromEntries(allUnits.map((u) => [u, u === 'repo.ext_issues' ? 'read' : 'write'])),
    },
  ];
  store.teams.push(...teams);
}

/**
 * Users 1 admin, 2 alice, 3 bob, 4 carol, org 5 acme (team 1 Owners: alice; team 2 devs: bob, write on
 * acme/template). Repositories 1 alice/hello, 2 alice/many-prs, 3 alice/secret (private), 4 acme/template
 * (template), 5 acme/legacy (archived), 6 bob/empty (no commits); bob writes to alice/hello.
 */
export function seedDemo(store: Store): void {
  seedAccounts(store);
  const repos = seedRepos(store);
  repos.hello.collaborators.set(3, Access.write);
  seedItems(store, repos);
  seedPulls(store, repos);
  seedComments(store, repos);
  seedHooks(store);
  seedIssues(store);
  seedIssueWatches(store);
  seedIssuePins(store);
  seedStopwatches(store);
  seedRepoSocial(store, repos);
  seedPeople(store);
  seedSettings(store);
  seedGit(store, repos.hello);
}

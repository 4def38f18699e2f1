// What the repository write tests share: the file's harness, the forge calls counted by route, an
// example mutation run as a user and a read back through the graph.

import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { mutateExample } from '../../helpers/repository-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';

/** the route of the repository read every write makes first */
export const REPO = 'GET /repos/{owner}/{repo}';

export const repositoryId = (fullName: string) => Buffer.from(`Repository:${fullName}`).toString('base64');

/** Registers the file's harness and gives what its tests call. */
export function useRepositoryWrites() {
  const harness = useFileHarness();
  return {
    harness,
    calls: () => countRoutes(harness.routes()),
    run: (name: string, input: Json, as?: DemoUser) => mutateExample(harness, name, input, as),
    read: async (query: string, as?: DemoUser) =>
      (await harness.query<Json>(query, {}, as ? { as } : {})).data as Json,
  };
}

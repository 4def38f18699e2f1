// What the repository tests share: the example operations (examples.ts) and the ids the graph gives releases.

export { mutateExample, operation, runExample } from './examples.js';

/** The global id the graph gives a release of `owner/repo` with database id `id`. */
export const releaseId = (owner: string, repo: string, id: number) =>
  Buffer.from(`Release:${owner}/${repo}#${id}`).toString('base64');

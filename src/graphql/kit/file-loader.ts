// Every `file`/`files` field for the same repository and ref anywhere in a query becomes ONE
// GET .../file-contents call (split only past the upstream's 30-file cap). One DataLoader per (owner, repo, ref); its
// batch is scheduled after the current resolver wave so that sibling fields join the same call.
// On a forge without that route (Gitea before 1.24, Forgejo: forge/instance/capabilities.ts) the batch
// becomes one GET .../contents/{filepath} read per path, all in parallel.

import DataLoader from 'dataloader';
import {
  FILE_CONTENTS_BATCH_LIMIT,
  FILE_CONTENTS_ROUTE,
  getContents,
  getFileContents,
} from '../../forge/endpoints/index.js';
import { ForgeError, isUnmatchedRoute, unexpectedShape } from '../../forge/errors.js';
import { preferRoute } from '../../forge/instance/capabilities.js';
import type { ForgeSession } from '../../forge/session.js';
import type { ContentsEntry } from '../../forge/types/index.js';
import type { BatchTracer } from '../../observability/tracing-types.js';
import { inBatchSpan } from './loader-tracing.js';

export class FileLoaders {
  private readonly loaders = new Map<string, DataLoader<string, ContentsEntry | null>>();

  constructor(
    private readonly forge: ForgeSession,
    private readonly naive = false,
    private readonly tracing?: BatchTracer,
  ) {}

  load(owner: string, repo: string, ref: string | undefined, path: string): Promise<ContentsEntry | null> {
    return this.loader(owner, repo, ref).load(normalisePath(path));
  }

  private loader(owner: string, repo: string, ref: string | undefined) {
    const key = JSON.stringify([owner.toLowerCase(), repo.toLowerCase(), ref ?? '']);
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader(
        (paths) =>
          inBatchSpan(this.tracing, 'File', paths.length, () =>
            preferRoute<(ContentsEntry | null | Error)[]>(
              this.forge.capabilities,
              FILE_CONTENTS_ROUTE,
              () => this.viaFileContents(owner, repo, ref, paths),
              () => this.viaContents(owner, repo, ref, paths),
            ),
          ),
        this.naive
          ? { maxBatchSize: 1, cache: false }
          : { maxBatchSize: FILE_CONTENTS_BATCH_LIMIT, batchScheduleFn: (run) => setImmediate(run) },
      );
      this.loaders.set(key, loader);
    }
    return loader;
  }

  private async viaFileContents(
    owner: string,
    repo: string,
    ref: string | undefined,
    paths: readonly string[],
  ) {
    const { data } = await getFileContents(this.forge, { owner, repo, ref, files: paths });
    // the forge answers in request order, with null for missing paths
    if (!Array.isArray(data)) throw unexpectedShape(FILE_CONTENTS_ROUTE);
    return paths.map((_, index) => data[index] ?? null);
  }

  /**
   * GET .../contents/{filepath} per path, in parallel: an object for a file (with its content), an
   * array for a directory (null here: `file` names files, and that route sends no entry for the
   * directory itself), a JSON 404 for a missing path (null, as file-contents answers). Any other failure stays on that path's field.
   */
  private viaContents(owner: string, repo: string, ref: string | undefined, paths: readonly string[]) {
    return Promise.all(
      paths.map(async (filepath): Promise<ContentsEntry | null | Error> => {
        try {
          const { data } = await getContents(this.forge, { owner, repo, filepath, ref });
          if (Array.isArray(data)) return null;
          if (!data || typeof data !== 'object')
            throw unexpectedShape('GET /repos/{owner}/{repo}/contents/{filepath}');
          return data;
        } catch (error) {
          if (error instanceof ForgeError && error.kind === 'not-found' && !isUnmatchedRoute(error))
            return null;
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
  }
}

/** The forge treats `/a.md`, `a.md` and `a//b` alike; so do we, to share one loader key. */
export function normalisePath(path: string): string {
  return path.split('/').filter(Boolean).join('/');
}

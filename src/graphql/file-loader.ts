// Every `file`/`files` field for the same repository and ref anywhere in a query becomes ONE op 9
// call (split only past the upstream's 30-file cap). One DataLoader per (owner, repo, ref); its
// batch is scheduled after the current resolver wave so that sibling fields join the same call.

import DataLoader from 'dataloader';
import { FILE_CONTENTS_BATCH_LIMIT, getFileContents } from '../forge/endpoints/files.js';
import { unexpectedShape } from '../forge/errors.js';
import type { ForgeSession } from '../forge/session.js';
import type { ContentsEntry } from '../forge/types.js';

export class FileLoaders {
  private readonly loaders = new Map<string, DataLoader<string, ContentsEntry | null>>();

  constructor(
    private readonly forge: ForgeSession,
    private readonly naive = false,
  ) {}

  load(owner: string, repo: string, ref: string | undefined, path: string): Promise<ContentsEntry | null> {
    return this.loader(owner, repo, ref).load(normalisePath(path));
  }

  private loader(owner: string, repo: string, ref: string | undefined) {
    const key = JSON.stringify([owner.toLowerCase(), repo.toLowerCase(), ref ?? '']);
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader(
        async (paths) => {
          const { data } = await getFileContents(this.forge, { owner, repo, ref, files: paths });
          // facts: op 9 answers in request order with null for missing paths
          if (!Array.isArray(data)) throw unexpectedShape('GET /repos/{owner}/{repo}/file-contents');
          return paths.map((_, index) => data[index] ?? null);
        },
        this.naive
          ? { maxBatchSize: 1, cache: false }
          : { maxBatchSize: FILE_CONTENTS_BATCH_LIMIT, batchScheduleFn: (run) => setImmediate(run) },
      );
      this.loaders.set(key, loader);
    }
    return loader;
  }
}

/** The forge treats `/a.md`, `a.md` and `a//b` alike; so do we, to share one loader key. */
export function normalisePath(path: string): string {
  return path.split('/').filter(Boolean).join('/');
}

// The README of a repository, rendered as the forge renders it on the repository's home page: a
// document at the default branch (Context `/owner/repo/src/branch/<default>`), relative links to
// src/branch/<default>, images to media/branch/<default>.

import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { documentRendering, rendered } from './markdown.js';

/** Where the home page looks first; a repository with another README name answers null. */
const README_PATH = 'README.md';

/** The README at the default branch (no ref: the forge's default), read with the query's other files. */
const readmeOf = (context: Context, ref: RepoRef) =>
  context.files.load(ref.owner, ref.repo, undefined, README_PATH);

builder.objectFields(RepositoryRef, (t) => ({
  readmeHTML: t.string({
    description: `${README_PATH} at the default branch rendered as HTML by the forge (a document: relative links and images resolve against src/ and media/branch/<default>). The file is read with the query's other files and together with the repository (one file-contents call); the rendering is one POST /markup after both, none when cached. Null when there is no ${README_PATH}.`,
    // the file is asked for together with the repository's own read; the rendering needs both
    extensions: prefetch<RepoRef>(readmeOf),
    resolve: async (repository, _args, context) => {
      const ref = repoRefOf(repository);
      const file = await readmeOf(context, ref);
      if (!file || typeof file.content !== 'string') return null;
      const text = Buffer.from(file.content, 'base64').toString('utf8');
      return rendered(context, documentRendering(ref, repository.default_branch, text));
    },
  }),
}));

// Direct client for BenchFiles: per repository its read and one file-contents call; all six at once.

import { getFileContents, getRepository } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import { fileFields } from './shape.js';

export type FilesVariables = {
  ownerA: string;
  nameA: string;
  pathsA: string[];
  ownerB: string;
  nameB: string;
  pathsB: string[];
  ownerC: string;
  nameC: string;
  pathsC: string[];
};

async function repositoryFiles(forge: ForgeSession, owner: string, repo: string, paths: string[]) {
  const [repository, files] = await Promise.all([
    getRepository(forge, { owner, repo }),
    getFileContents(forge, { owner, repo, files: paths }),
  ]);
  return {
    fullName: repository.data.full_name,
    defaultBranch: repository.data.default_branch ?? null,
    files: paths.map((_, index) => fileFields(files.data[index])),
  };
}

export async function files(forge: ForgeSession, vars: FilesVariables) {
  const [a, b, c] = await Promise.all([
    repositoryFiles(forge, vars.ownerA, vars.nameA, vars.pathsA),
    repositoryFiles(forge, vars.ownerB, vars.nameB, vars.pathsB),
    repositoryFiles(forge, vars.ownerC, vars.nameC, vars.pathsC),
  ]);
  return { a, b, c };
}

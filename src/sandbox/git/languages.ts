// Language statistics of a repository's default branch, the way Gitea's languagestats (go-enry) counts
// them: bytes per language by file extension, skipping vendored files, dotfiles and documentation, and
// keeping only programming and markup languages when more than one language is found.

import type { RepoRec } from '../model/records.js';
import { readBlob } from './objects.js';
import { listFiles } from './repository.js';

type LanguageType = 'programming' | 'markup' | 'data' | 'prose';

/** A small part of linguist's table: enough for the seed and what tests write. */
const byExtension: Record<string, { name: string; type: LanguageType }> = {
  ts: { name: 'TypeScript', type: 'programming' },
  tsx: { name: 'TSX', type: 'programming' },
  js: { name: 'JavaScript', type: 'programming' },
  mjs: { name: 'JavaScript', type: 'programming' },
  go: { name: 'Go', type: 'programming' },
  py: { name: 'Python', type: 'programming' },
  rs: { name: 'Rust', type: 'programming' },
  sh: { name: 'Shell', type: 'programming' },
  css: { name: 'CSS', type: 'markup' },
  html: { name: 'HTML', type: 'markup' },
  json: { name: 'JSON', type: 'data' },
  yml: { name: 'YAML', type: 'data' },
  yaml: { name: 'YAML', type: 'data' },
  md: { name: 'Markdown', type: 'prose' },
  txt: { name: 'Text', type: 'prose' },
};

/** enry's IsVendor / IsDotFile / IsDocumentation, reduced to the common patterns. */
function skipped(path: string): boolean {
  const segments = path.split('/');
  if (segments.some((s) => s.startsWith('.'))) return true;
  if (segments.some((s) => s === 'node_modules' || s === 'vendor' || s === 'dist')) return true;
  if (segments.slice(0, -1).some((s) => /^docs?$/i.test(s) || /^documentation$/i.test(s))) return true;
  const file = segments[segments.length - 1] ?? '';
  return /^(readme|changelog|contributing|license|licence|copying)(\.|$)/i.test(file);
}

/** Language name -> bytes on the default branch (routers/api/v1/repo/language.go GetLanguages). */
export function languageStats(repo: RepoRec): Record<string, number> {
  const head = repo.git.branches.get(repo.defaultBranch);
  const files = head ? listFiles(repo.git, head) : null;
  const sizes = new Map<string, { size: number; type: LanguageType }>();
  for (const [path, entry] of files ?? []) {
    if (skipped(path)) continue;
    const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
    const language = byExtension[extension];
    if (!language) continue;
    const size = readBlob(repo.git.objects, entry.sha).length;
    const current = sizes.get(language.name) ?? { size: 0, type: language.type };
    current.size += size;
    sizes.set(language.name, current);
  }
  // languagestats: special (data, prose) languages count only when they are the only language
  if (sizes.size > 1) {
    for (const [name, { type }] of sizes) if (type !== 'programming' && type !== 'markup') sizes.delete(name);
  }
  return Object.fromEntries([...sizes].map(([name, { size }]) => [name, size]));
}

// Reads README.md and the pages of docs/ as the tests check them: their sections, their tables, and
// the parts marked `<!-- checked: key=value ... -->`, each of which is the fenced block or paragraph
// right below it.
// The marker says what a part is (a request, an answer, the calls it costs); the part itself holds
// the claim, so the text a reader sees is the text the tests compare with what happens.

import { readdirSync, readFileSync } from 'node:fs';

const DOCS = new URL('../../docs/', import.meta.url);

export const README_TEXT = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The text of docs/`page`.md. */
export function readDoc(page: string): string {
  return readFileSync(new URL(`${page}.md`, DOCS), 'utf8');
}

/** The Markdown files of docs/, by name without `.md`. */
export const DOC_PAGES: readonly string[] = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -'.md'.length))
  .sort();

/** README.md and every page of docs/, one after the other: what a reader may find anywhere. */
export const ALL_DOCS_TEXT = [README_TEXT, ...DOC_PAGES.map(readDoc)].join('\n');

/**
 * The text under a `## title` heading, up to the next `## ` heading (subsections included); on a page
 * of one topic, whose `# title` heads it, the whole page below that heading.
 */
export function section(title: string, text = README_TEXT): string {
  const lines = text.split('\n');
  if (lines[0] === `# ${title}`) return lines.slice(1).join('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`the text has no section "## ${title}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

export interface CheckedPart {
  /** the marker's key=value pairs; a bare word is a key with the value '' */
  marker: Record<string, string>;
  /** the language of a fenced block, or null for a paragraph */
  lang: string | null;
  /** the block's content, or the paragraph's text */
  text: string;
  /** the paragraph just above the marker, which often says what the part shows */
  before: string;
  /** the paragraph just below the part, which often says what it costs */
  after: string;
}

const MARKER = /^<!-- checked: (.*?) -->$/;

function parseMarker(body: string): Record<string, string> {
  return Object.fromEntries(
    body
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [key = '', ...value] = pair.split('=');
        return [key, value.join('=')];
      }),
  );
}

/** The paragraph that ends just above line `index` (blank lines and other markers skipped). */
function paragraphAbove(lines: string[], index: number): string {
  let end = index;
  while (end > 0 && (lines[end - 1]?.trim() === '' || MARKER.test(lines[end - 1] ?? ''))) end--;
  let start = end;
  while (start > 0 && lines[start - 1]?.trim() !== '' && !lines[start - 1]?.startsWith('```')) start--;
  return lines.slice(start, end).join('\n');
}

/** The paragraph that starts below line `index` (blank lines skipped). */
function paragraphBelow(lines: string[], index: number): string {
  let start = index + 1;
  while (start < lines.length && lines[start]?.trim() === '') start++;
  const end = lines.findIndex((line, at) => at > start && line.trim() === '');
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Every marked part of a text, in order. */
export function checkedParts(text = README_TEXT): CheckedPart[] {
  const lines = text.split('\n');
  const parts: CheckedPart[] = [];
  lines.forEach((line, index) => {
    const match = MARKER.exec(line.trim());
    if (!match) return;
    const marker = parseMarker(match[1] ?? '');
    const first = lines[index + 1] ?? '';
    const before = paragraphAbove(lines, index);
    const fence = /^(\s*)```(\S*)$/.exec(first);
    if (fence) {
      const close = lines.findIndex((candidate, at) => at > index + 1 && candidate.trim() === '```');
      if (close < 0) throw new Error(`the block after "${line}" is not closed`);
      const indent = fence[1]?.length ?? 0;
      const body = lines.slice(index + 2, close).map((bodyLine) => bodyLine.slice(indent));
      const after = paragraphBelow(lines, close);
      parts.push({ marker, lang: fence[2] ?? '', text: body.join('\n'), before, after });
      return;
    }
    const end = lines.findIndex((candidate, at) => at > index && candidate.trim() === '');
    const text = lines.slice(index + 1, end < 0 ? undefined : end).join('\n');
    parts.push({ marker, lang: null, text, before, after: end < 0 ? '' : paragraphBelow(lines, end - 1) });
  });
  return parts;
}

/** The marked parts whose marker has `key` (with `value`, when given). */
export function partsWith(key: string, value?: string, text = README_TEXT): CheckedPart[] {
  return checkedParts(text).filter(
    (part) => key in part.marker && (value === undefined || part.marker[key] === value),
  );
}

/** The one marked part with `key=value`; a text without it fails the test that needs it. */
export function partWith(key: string, value: string, text = README_TEXT): CheckedPart {
  const found = partsWith(key, value, text);
  if (found.length !== 1) throw new Error(`the text has ${found.length} parts marked ${key}=${value}, not 1`);
  return found[0] as CheckedPart;
}

/** The rows of the first Markdown table in a text, as trimmed cells (`\|` kept as `|`). */
export function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const isRow = (line: string) => line.trimStart().startsWith('|');
  const start = lines.findIndex(isRow);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !isRow(line));
  const rows = lines.slice(start, end < 0 ? undefined : end).map((line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|')),
  );
  // the header row and the --- row
  return rows.slice(2);
}

/** The inline code spans of a text, in order (`` `a` `` → a; ``` `` `b` `` ``` → `b`). */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/(`+)\s?(.+?)\s?\1/g)].map((match) => match[2] as string);
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count written as a word or digits ("three", "12"). */
export function numberOf(word: string): number {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index : Number(word);
}

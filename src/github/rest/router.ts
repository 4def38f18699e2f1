// Finds the row of a method and path: `{name}` matches one path segment, `{name+}` the rest of the path.

import type { RestRow } from './request.js';

interface Compiled {
  method: string;
  pattern: RegExp;
  names: string[];
  row: RestRow;
}

function compile(row: RestRow): Compiled {
  const [method = '', template = ''] = row[0].split(' ');
  const names: string[] = [];
  const source = template.replace(
    /[.*?^$()|[\]\\]|\{(\w+)(\+?)\}/g,
    (token, name?: string, rest?: string) => {
      if (!name) return `\\${token}`;
      names.push(name);
      return rest ? '(.+)' : '([^/]+)';
    },
  );
  return { method, pattern: new RegExp(`^${source}$`), names, row };
}

export interface Matched {
  row: RestRow;
  params: Record<string, string>;
}

export function createRouter(rows: readonly RestRow[]) {
  const compiled = rows.map(compile);
  return (method: string, path: string): Matched | undefined => {
    for (const route of compiled) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(
          route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
        );
      } catch {
        return undefined;
      }
      return { row: route.row, params };
    }
    return undefined;
  };
}

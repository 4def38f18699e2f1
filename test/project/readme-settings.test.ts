// The settings and facts about the project itself: the Configuration table of docs/configuration.md
// against the flag table of src/cli.ts (and the sandbox's own), the defaults quoted in the prose of
// every page, the console example run as written, the root fields of docs/schema.md, and the
// prerequisites of README.md's quick start.

import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SANDBOX_OPTIONS } from '../../src/sandbox/command-line.js';
import { flagOf, OPTIONS } from '../../src/start/cli.js';
import { launch } from '../helpers/process.js';
import { ALL_DOCS_TEXT, codeSpans, partWith, readDoc, section, tableRows } from '../helpers/readme.js';

const CONFIGURATION = section('Configuration', readDoc('configuration'));

interface ConfigurationRow {
  flag: string;
  variable: string;
  default: string;
}

const configuration: ConfigurationRow[] = tableRows(CONFIGURATION).map(
  ([flag = '', variable = '', value = '']) => ({
    flag: codeSpans(flag)[0] ?? '',
    variable: codeSpans(variable)[0] ?? '',
    default: value,
  }),
);

/** How the docs write a default: `4000` as code, or "(none: what happens)" for no value. */
function writtenDefault(value: string): string {
  return value.startsWith('none') ? '(none' : `\`${value}\``;
}

describe('the Configuration table', () => {
  it('has one row for every flag of src/cli.ts, with its variable and default, and no other gateway row', () => {
    const gatewayRows = configuration.filter((row) => !row.flag.startsWith('npm run sandbox'));
    expect(gatewayRows.map((row) => row.variable).sort()).toEqual(OPTIONS.map((option) => option.env).sort());
    for (const option of OPTIONS) {
      const row = gatewayRows.find((candidate) => candidate.variable === option.env) as ConfigurationRow;
      expect(row.flag, option.env).toBe(`--${flagOf(option)}${option.value ? ` ${option.value}` : ''}`);
      expect(row.default.startsWith(writtenDefault(option.default)), `${option.env}: ${row.default}`).toBe(
        true,
      );
      if (!option.default.startsWith('none')) expect(row.default, option.env).toBe(`\`${option.default}\``);
    }
  });

  it('shows the sandbox’s port as a flag of npm run sandbox and a variable, with the sandbox’s default', () => {
    const sandboxRows = configuration.filter((row) => row.flag.startsWith('npm run sandbox'));
    const withVariable = SANDBOX_OPTIONS.filter((option) => 'env' in option);
    expect(sandboxRows).toEqual(
      withVariable.map((option) => ({
        flag: `npm run sandbox -- ${option.flag} ${option.value}`,
        variable: option.env,
        default: `\`${option.default}\``,
      })),
    );
  });

  it('gives every setting both a flag and a variable, as its introduction says', () => {
    expect(CONFIGURATION).toContain('Every setting is an environment variable and a flag');
    for (const row of configuration) expect([row.flag, row.variable]).not.toContain('');
  });

  it('quotes the same default wherever the prose names a variable with its value', () => {
    const defaults = new Map(configuration.map((row) => [row.variable, row.default.replaceAll('`', '')]));
    const quoted = [
      ...ALL_DOCS_TEXT.matchAll(/`([A-Z][A-Z0-9_]+)` \((?:default )?(\d[\d ,]*)( s| ms| B)?[);]/g),
    ];
    expect(quoted.length).toBeGreaterThan(3);
    for (const [text, variable = '', digits = '', unit] of quoted) {
      if (!defaults.has(variable)) continue;
      const value = Number(digits.replace(/[ ,]/g, '')) * (unit === ' s' ? 1000 : 1);
      expect(String(value), text).toBe(defaults.get(variable));
    }
  });
});

describe('the console example', () => {
  it('prints the exact line shown and exits with the code the docs state', async () => {
    const part = partWith('console', '', CONFIGURATION);
    const [command = '', ...output] = part.text.split('\n');
    const args = command.replace(/^\$ npx forge-graphql-gateway /, '').split(' ');
    const run = launch(['bin/forge-graphql-gateway.js', ...args], { FORGE_URL: '', PORT: '' });
    const code = Number(/exit code (\d+)/.exec(part.before)?.[1]);
    expect(await run.exited).toBe(code);
    expect(run.output().stderr.trimEnd()).toBe(output.join('\n'));
    expect(run.output().stdout).toBe('');
  });
});

describe('the Schema section', () => {
  const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
  const text = section('Schema', readDoc('schema')).replace(/\s*\n\s*/g, ' ');
  const [, roots = '', subscriptions = ''] = /Root fields: (.*?); subscriptions (.*?) \(see/.exec(text) ?? [];
  const namesOf = (list: string) => codeSpans(list).map((span) => span.replace(/\(.*$/, ''));
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});

  it('lists every root query field, and nothing else', () => {
    expect(namesOf(roots).sort()).toEqual(fieldsOf(schema.getQueryType()).sort());
  });

  it('lists every subscription field, and nothing else', () => {
    expect(namesOf(subscriptions).sort()).toEqual(fieldsOf(schema.getSubscriptionType()).sort());
  });
});

describe('the quick start', () => {
  const prerequisites = partWith('prerequisites', '').text.replace(/\s*\n\s*/g, ' ');
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
    scripts: Record<string, string>;
  };

  it('names the Node version package.json’s engines accepts', () => {
    const version = /\d+\.\d+\.\d+/.exec(pkg.engines.node)?.[0] ?? '';
    const major = version.split('.')[0];
    expect(prerequisites).toContain(`Node ${major} (${version}`);
    // a caret range stops at the next major version
    if (pkg.engines.node.startsWith('^')) expect(prerequisites).toContain(`later ${major}.x`);
  });

  it('names the script npm test runs first, and the Debian packages it installs', () => {
    const script = /node (\S+)/.exec(pkg.scripts.pretest ?? '')?.[1] ?? '';
    expect(prerequisites).toContain(`\`${script}\``);
    const source = readFileSync(new URL(`../../${script}`, import.meta.url), 'utf8');
    const packages = [
      ...(/SYSTEM_PACKAGES = \{([^}]*)\}/.exec(source)?.[1]?.matchAll(/'([^']+)':/g) ?? []),
    ].map((match) => match[1] as string);
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect(prerequisites).toContain(`\`${name}\``);
  });
});

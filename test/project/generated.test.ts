// What `npm run codegen` writes is current, and every example operation is a valid document with
// working example variables, so GraphiQL's tabs, the typed documents and the manifest agree.

import { readdirSync, readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { getVariableValues, Kind, type OperationDefinitionNode, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';
import * as typed from '../../generated/client/graphql.js';
import { FORGE_ENDPOINTS_PATH } from '../../scripts/forge-endpoints.js';
import { FORGE_ROUTES_PATH } from '../../scripts/forge-routes.js';
import {
  FORGE_TYPES_PATH,
  renderForgeEndpointTable,
  renderForgeRouteMap,
  renderForgeTypes,
  SWAGGER_PATH,
} from '../../scripts/forge-types.js';
import { exampleFiles, exampleVariables } from '../../src/graphiql/examples.js';
import { schema } from '../../src/graphql/schema.js';
import { buildManifest, MANIFEST_PATH, manifestText, sha256 } from '../../src/persisted/manifest.js';

const root = new URL('../../', import.meta.url);
const manifest = buildManifest(exampleFiles());
const variables = exampleVariables();

/** Files under generated/, relative to the repository root like codegen's output names. */
function generatedFiles(dir = 'generated'): string[] {
  return readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? generatedFiles(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

describe('generated code', () => {
  it('is what codegen writes from the committed schema and operations (run `npm run codegen` after a change)', async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, cwd: root.pathname, silent: true },
      false,
    );
    const written = outputs.map((output) => output.filename.replace(/^\.\//, ''));
    // generated/forge-rest.ts, generated/forge-routes.ts and generated/forge-endpoints.ts come from the swagger, below;
    // generated/forge-coverage.md from the swagger and the source (test/project/generated-coverage.test.ts)
    expect(generatedFiles().sort()).toEqual(
      [
        ...written,
        'generated/forge-rest.ts',
        'generated/forge-routes.ts',
        'generated/forge-endpoints.ts',
        'generated/forge-coverage.md',
      ].sort(),
    );
    for (const output of outputs) {
      expect(readFileSync(new URL(output.filename, root), 'utf8'), output.filename).toBe(output.content);
    }
  });

  it('gives each typed document the id it has in operations/manifest.json', () => {
    const documents = Object.entries(typed).filter(([name]) => name.endsWith('Document'));
    const ids = documents.map(([name, document]) => ({
      name: name.slice(0, -'Document'.length),
      id: (document as unknown as { __meta__: { hash: string } }).__meta__.hash,
    }));
    expect(ids).toEqual(expect.arrayContaining(manifest.operations.map(({ name, id }) => ({ name, id }))));
    expect(ids).toHaveLength(manifest.operations.length);
  });
});

describe('generated/forge-rest.ts', () => {
  it('is what `npm run forge-types` writes from schema/gitea-swagger.json', async () => {
    expect(readFileSync(FORGE_TYPES_PATH, 'utf8')).toBe(await renderForgeTypes());
  }, 60_000); // the generator reads the 560 kB swagger and formats 2,900 lines: seconds on a busy machine

  it('exports every swagger definition under its own name, so hand-written REST types can be swapped for it', () => {
    const swagger = JSON.parse(readFileSync(SWAGGER_PATH, 'utf8')) as {
      definitions: Record<string, unknown>;
    };
    const exported = [
      ...readFileSync(FORGE_TYPES_PATH, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm),
    ].map((match) => match[1]);
    expect(exported.sort()).toEqual(Object.keys(swagger.definitions).sort());
  });
});

describe('generated/forge-routes.ts', () => {
  it('is what `npm run forge-types` writes from schema/gitea-swagger.json and the overlay of src/forge/types/', () => {
    expect(readFileSync(FORGE_ROUTES_PATH, 'utf8')).toBe(renderForgeRouteMap());
  });

  it('maps every operation of the swagger by its route, typed with the overlay where it has the type', () => {
    const text = readFileSync(FORGE_ROUTES_PATH, 'utf8');
    const routes = [...text.matchAll(/^ {2}'((?:GET|POST|PUT|PATCH|DELETE) [^']+)': \{/gm)].map(
      (match) => match[1],
    );
    expect(routes).toHaveLength(410);
    // Label is overlaid in src/forge/types/index.ts (ids and names always sent), CreateLabelOption is not
    expect(text).toMatch(/^import type \{[^}]*\bLabel\b[^}]*\} from '\.\.\/src\/forge\/types\/index\.js';$/m);
    expect(text).toMatch(/^import type \{[^}]*\bCreateLabelOption\b[^}]*\} from '\.\/forge-rest\.js';$/m);
    expect(text).toContain(
      "  'GET /repos/{owner}/{repo}/labels': {\n    params: { owner: PathValue; repo: PathValue };\n    query: { page?: number; limit?: number };",
    );
  });
});

describe('generated/forge-endpoints.ts', () => {
  it('is what `npm run forge-types` writes from the swagger, the newer routes and src/forge/endpoints/used.ts', () => {
    expect(readFileSync(FORGE_ENDPOINTS_PATH, 'utf8')).toBe(renderForgeEndpointTable());
  });

  it('keys each row by its tag and operationId and gives a plain row its query names', () => {
    const text = readFileSync(FORGE_ENDPOINTS_PATH, 'utf8');
    expect(text).toContain(
      "    teamSearch: { operationId: 'teamSearch', tag: 'organization', route: 'GET /orgs/{org}/teams/search', query: ['q', 'include_desc', 'page', 'limit'] },",
    );
    expect(text).toContain('export const searchTeams = endpoint(FORGE_OPERATIONS.organization.teamSearch);');
  });
});

describe('operations/manifest.json', () => {
  it('is current (run `npm run operations:manifest` after a change)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifestText(manifest));
  });

  it('lists every named operation once, by the sha256 of its document', () => {
    expect(manifest.operations.length).toBeGreaterThanOrEqual(14);
    for (const operation of manifest.operations) expect(operation.id).toBe(sha256(operation.body));
  });
});

/**
 * A `File` variable is a part of a multipart request: its example is the null placeholder of the GraphQL multipart request protocol,
 * which the request's `map` replaces with the file. A file stands in for it here.
 */
function withFiles(definition: OperationDefinitionNode | undefined, example: Record<string, unknown>) {
  const files = (definition?.variableDefinitions ?? []).filter(
    (v) => print(v.type).replace('!', '') === 'File',
  );
  return {
    ...example,
    ...Object.fromEntries(files.map((v) => [v.variable.name.value, new File(['example'], 'example.txt')])),
  };
}

describe('every example operation', () => {
  it.each(manifest.operations.map((operation) => [operation.name, operation] as const))(
    '%s validates against the schema and accepts its example variables',
    (name, operation) => {
      const document = parse(operation.body);
      expect(validate(schema, document)).toEqual([]);
      const definition = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      const coerced = getVariableValues(
        schema,
        definition?.variableDefinitions ?? [],
        withFiles(definition, variables[name] ?? {}),
      );
      expect(coerced.errors).toBeUndefined();
    },
  );

  it('has its example variables in operations/variables.json, which names no other operation', () => {
    expect(Object.keys(variables).sort()).toEqual(
      manifest.operations.map((operation) => operation.name).sort(),
    );
  });
});

// `npm run forge-coverage` (part of `npm run codegen`): generated/forge-coverage.md, which operation of
// the swagger (schema/gitea-swagger.json) the graph reaches, and through which fields and mutations.
// It is read from the source, not declared: an endpoint (`endpoint(FORGE_OPERATIONS.tag.operationId)` in
// generated/forge-endpoints.ts or src/forge/endpoints/) is reached by a field when the field's
// definition in src/graphql/ uses it,
// directly or through the declarations between them (a loader, a list helper, a node type's `load`).
// Each route names the fields that use it most directly. An operation the graph does not reach gets
// its reason: admin, ActivityPub, deprecated, or not yet.
// `--check` exits non-zero when the committed file is stale (test/project/generated-coverage.test.ts checks it too).

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { operationsById } from './forge-endpoints.js';
import { SWAGGER_PATH } from './forge-types.js';

export const FORGE_COVERAGE_PATH = fileURLToPath(new URL('../generated/forge-coverage.md', import.meta.url));
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCES = ['generated/forge-endpoints.ts', 'src/forge/endpoints', 'src/graphql'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Each operation's route by its operationId, as the operation table names it. */
const OPERATION_ROUTES = new Map(
  [...operationsById(JSON.parse(readFileSync(SWAGGER_PATH, 'utf8')))].map(([id, row]) => [id, row.route]),
);
/** fields listed per route; the rest are counted */
const SHOWN_FIELDS = 4;

interface Operation {
  route: string;
  tag: string;
  operationId: string;
  deprecated: boolean;
}

export interface Coverage {
  operations: (Operation & { fields: string[]; reason?: string })[];
}

// --- the source as declarations that use one another ----------------------------------------------

/** A top-level declaration (`file#name`) and the declarations its text names. */
interface Declaration {
  uses: Set<string>;
  route?: string;
}

/** A field definition (`Type.field`) and the declarations its text names. */
interface FieldUse {
  field: string;
  uses: Set<string>;
}

function sourceFiles(dir: string): string[] {
  if (dir.endsWith('.ts')) return [dir];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const stringArg = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/** The first string argument of a call chain (`builder.objectRef<T>('Name').implement(...)` -> Name). */
function chainName(node: ts.Node | undefined): string | undefined {
  let current = node;
  while (current && ts.isCallExpression(current)) {
    const first = stringArg(current.arguments[0]);
    if (first) return first;
    const callee = current.expression;
    current = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
  }
  return undefined;
}

/** The kit's helpers that declare a type's fields as a table of rows (`...forgeFields(t, { … })`). */
const ROW_TABLES = new Set(['forgeFields', 'forgeFlags', 'forgeLists']);

/** The table of a spread `...forgeFields(t, { … })`, whose properties are fields. */
function tableOfRows(property: ts.ObjectLiteralElementLike): ts.ObjectLiteralExpression | undefined {
  const call = spreadCall(property, ROW_TABLES);
  const table = call?.arguments[1];
  return table && ts.isObjectLiteralExpression(table) ? table : undefined;
}

/** The names of a spread `...commonFields(t, 'url', 'createdAt')`. */
function commonFieldNames(property: ts.ObjectLiteralElementLike): string[] | undefined {
  const call = spreadCall(property, new Set(['commonFields']));
  return call?.arguments.slice(1).flatMap((arg) => (ts.isStringLiteral(arg) ? [arg.text] : []));
}

/** The call of a spread `...helper(t, …)` whose helper is one of `helpers`. */
function spreadCall(
  property: ts.ObjectLiteralElementLike,
  helpers: Set<string>,
): ts.CallExpression | undefined {
  if (!ts.isSpreadAssignment(property)) return undefined;
  const call = property.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  return helpers.has(call.expression.text) ? call : undefined;
}

/** The object literal a `(t) => ({ ... })` field function returns. */
function returnedObject(node: ts.Node | undefined): ts.ObjectLiteralExpression | undefined {
  if (!node || !(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return undefined;
  let body: ts.Node = node.body;
  if (ts.isBlock(body)) {
    const last = body.statements.find(ts.isReturnStatement);
    if (!last?.expression) return undefined;
    body = last.expression;
  }
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : undefined;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

class SourceGraph {
  readonly declarations = new Map<string, Declaration>();
  readonly fields: FieldUse[] = [];
  /** `file#Ref` -> the GraphQL type name it stands for */
  private readonly typeNames = new Map<string, string>();
  /** `file#helper` -> the types a helper defines the fields it is given on (`issueAndPullFields`) */
  private readonly fieldHelpers = new Map<string, string[]>();
  /** functions that call defineMutation with a name they are given */
  private readonly mutationHelpers = new Set<string>();
  /** `file#name` -> its initializer, for tables that loops define fields from */
  private readonly initializers = new Map<string, ts.Expression>();
  /** each file's own top-level names, and the files it re-exports whole (`export * from './x.js'`) */
  private readonly ownNames = new Map<string, Set<string>>();
  private readonly starExports = new Map<string, string[]>();

  constructor(files: string[]) {
    const parsed = files.map((file) => ({
      file,
      source: ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true),
    }));
    for (const { file, source } of parsed) this.exports(file, source);
    for (const { file, source } of parsed) this.declare(file, source);
    for (const { file, source } of parsed) this.findFieldHelpers(file, source);
    for (const { file, source } of parsed) this.collectFields(file, source);
  }

  /** Local names of a file: its own top-level declarations and its imports, as `file#name` ids. */
  private scopes = new Map<string, Map<string, string>>();

  private exports(file: string, source: ts.SourceFile): void {
    const names = new Set<string>();
    const stars: string[] = [];
    for (const statement of source.statements) {
      for (const [name] of this.declaredNames(statement)) names.add(name);
      if (
        ts.isExportDeclaration(statement) &&
        !statement.exportClause &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        stars.push(this.target(file, statement.moduleSpecifier.text));
      }
    }
    this.ownNames.set(file, names);
    this.starExports.set(file, stars);
  }

  private target(file: string, specifier: string): string {
    return relative(ROOT, resolve(ROOT, dirname(file), specifier.replace(/\.js$/, '.ts')));
  }

  /** `file#name`, or the declaration a whole re-export of the file stands for (src/forge/endpoints/index.ts). */
  private exported(file: string, name: string): string {
    if (this.ownNames.get(file)?.has(name)) return `${file}#${name}`;
    for (const star of this.starExports.get(file) ?? []) {
      const id = this.exported(star, name);
      if (this.declarations.has(id) || this.ownNames.get(star)?.has(name)) return id;
    }
    return `${file}#${name}`;
  }

  private declare(file: string, source: ts.SourceFile): void {
    const scope = new Map<string, string>();
    this.scopes.set(file, scope);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const spec = statement.moduleSpecifier.text;
        if (!spec.startsWith('.')) continue;
        const target = this.target(file, spec);
        const bindings = statement.importClause?.namedBindings;
        // `import * as rows from './x.js'`: `rows.name` stands for `x.ts#name` (see namesIn)
        if (bindings && ts.isNamespaceImport(bindings)) scope.set(bindings.name.text, `${target}#*`);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            scope.set(element.name.text, this.exported(target, (element.propertyName ?? element.name).text));
          }
        }
      }
      for (const [name] of this.declaredNames(statement)) scope.set(name, `${file}#${name}`);
    }
    for (const statement of source.statements) {
      for (const [name, node] of this.declaredNames(statement)) {
        const declaration: Declaration = { uses: this.namesIn(file, node) };
        if (ts.isVariableDeclaration(node) && node.initializer)
          this.initializers.set(`${file}#${name}`, node.initializer);
        if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
          const callee = node.initializer.expression;
          if (ts.isIdentifier(callee) && /^(endpoint|bodyEndpoint)$/.test(callee.text)) {
            declaration.route = this.routeArg(source, node.initializer.arguments[0]);
          }
          const typeName = chainName(node.initializer);
          if (typeName && /Ref$/.test(name)) this.typeNames.set(`${file}#${name}`, typeName);
        }
        this.declarations.set(`${file}#${name}`, declaration);
      }
    }
  }

  private findFieldHelpers(file: string, source: ts.SourceFile): void {
    for (const statement of source.statements) {
      for (const [name, node] of this.declaredNames(statement)) {
        let definesMutation = false;
        const find = (child: ts.Node) => {
          if (
            ts.isCallExpression(child) &&
            ts.isIdentifier(child.expression) &&
            child.expression.text === 'defineMutation'
          ) {
            definesMutation ||= !stringArg(child.arguments[0]);
          }
          ts.forEachChild(child, find);
        };
        find(node);
        if (definesMutation) this.mutationHelpers.add(`${file}#${name}`);
      }
      if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
      const types: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'objectFields'
        ) {
          const type = this.typeOf(file, node.arguments[0]);
          if (type) types.push(type);
        }
        ts.forEachChild(node, visit);
      };
      visit(statement);
      if (types.length > 0) this.fieldHelpers.set(`${file}#${statement.name.text}`, types);
    }
  }

  /** The entries of the object literal a `for (const [name] of Object.entries(TABLE))` loop names `name` from. */
  private loopedTable(file: string, name: ts.Node): ts.ObjectLiteralElementLike[] | undefined {
    if (!ts.isIdentifier(name)) return undefined;
    let node: ts.Node | undefined = name;
    while (node && !ts.isForOfStatement(node)) node = node.parent;
    if (!node || !ts.isForOfStatement(node)) return undefined;
    const binding = node.initializer;
    const entries = node.expression;
    if (!ts.isVariableDeclarationList(binding) || !ts.isCallExpression(entries)) return undefined;
    const pattern = binding.declarations[0]?.name;
    const key = pattern && ts.isArrayBindingPattern(pattern) ? pattern.elements[0] : undefined;
    if (!key || !ts.isBindingElement(key) || !ts.isIdentifier(key.name) || key.name.text !== name.text)
      return undefined;
    const table = entries.arguments[0];
    const id = table && ts.isIdentifier(table) ? this.scopes.get(file)?.get(table.text) : undefined;
    let literal = id ? this.initializers.get(id) : undefined;
    while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal)))
      literal = literal.expression;
    return literal && ts.isObjectLiteralExpression(literal) ? [...literal.properties] : undefined;
  }

  /** The entries of a table given as an object literal or as a const of the file that holds one. */
  private tableRows(file: string, table: ts.Node | undefined): ts.ObjectLiteralElementLike[] {
    const id = table && ts.isIdentifier(table) ? this.scopes.get(file)?.get(table.text) : undefined;
    let literal: ts.Node | undefined = id ? this.initializers.get(id) : table;
    while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal)))
      literal = literal.expression;
    return literal && ts.isObjectLiteralExpression(literal) ? [...literal.properties] : [];
  }

  /** An endpoint's route: its operation's (`FORGE_OPERATIONS.issue.issueGetIssue`, `repository.repoSearch`). */
  private routeArg(source: ts.SourceFile, arg: ts.Node | undefined): string | undefined {
    if (arg && ts.isPropertyAccessExpression(arg)) return OPERATION_ROUTES.get(arg.name.text);
    if (!arg || !ts.isIdentifier(arg)) return stringArg(arg);
    for (const statement of source.statements) {
      for (const [name, node] of this.declaredNames(statement)) {
        if (name === arg.text && ts.isVariableDeclaration(node)) return stringArg(node.initializer);
      }
    }
    return undefined;
  }

  private declaredNames(statement: ts.Statement): [string, ts.Node][] {
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [[d.name.text, d] as [string, ts.Node]] : [],
      );
    }
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      return [[statement.name.text, statement]];
    }
    return [];
  }

  /** A field row's uses: what it names, and the type its row names as the schema prints it (`'User!'`). */
  private rowUses(file: string, row: ts.Node): Set<string> {
    const uses = this.namesIn(file, row);
    const tuple = ts.isPropertyAssignment(row) ? row.initializer : undefined;
    const typeName = tuple && ts.isArrayLiteralExpression(tuple) ? stringArg(tuple.elements[1]) : undefined;
    const declared = typeName && this.refOfType(typeName.replace(/!$/, ''));
    if (declared) uses.add(declared);
    return uses;
  }

  /** The declaration of the ref that names the GraphQL type `name`. */
  private refOfType(name: string): string | undefined {
    for (const [id, typeName] of this.typeNames) if (typeName === name) return id;
    return undefined;
  }

  /** The declarations a node's text names, through the file's scope. */
  private namesIn(file: string, node: ts.Node): Set<string> {
    const scope = this.scopes.get(file) ?? new Map();
    const found = new Set<string>();
    const visit = (child: ts.Node) => {
      // a property's name (`FORGE_OPERATIONS.issue.issueGetIssue`, `{ issueGetIssue: ... }`) names no declaration
      const parent = child.parent;
      const propertyName =
        (parent && ts.isPropertyAccessExpression(parent) && parent.name === child) ||
        (parent && ts.isPropertyAssignment(parent) && parent.name === child);
      if (ts.isIdentifier(child) && !propertyName) {
        const id = scope.get(child.text);
        if (id) found.add(id);
      }
      if (ts.isPropertyAccessExpression(child) && ts.isIdentifier(child.expression)) {
        const namespace = scope.get(child.expression.text);
        if (namespace?.endsWith('#*')) found.add(this.exported(namespace.slice(0, -2), child.name.text));
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  }

  private typeOf(file: string, node: ts.Node | undefined): string | undefined {
    if (!node) return undefined;
    const literal = stringArg(node);
    if (literal) return literal;
    if (ts.isIdentifier(node)) {
      const id = this.scopes.get(file)?.get(node.text);
      return (id && this.typeNames.get(id)) ?? node.text.replace(/Ref$/, '');
    }
    return chainName(node);
  }

  /** The rows of `...forgeFields(t, FIELDS.Issue)`: `[field, row, file]` for each `'Issue.field'` row of the table. */
  private domainTableRows(
    file: string,
    property: ts.ObjectLiteralElementLike,
  ): [string, ts.Node, string][] | undefined {
    const rows = spreadCall(property, new Set(['forgeFields']))?.arguments[1];
    if (!rows || !ts.isPropertyAccessExpression(rows) || !ts.isIdentifier(rows.expression)) return undefined;
    const id = this.scopes.get(file)?.get(rows.expression.text);
    const table = id ? this.initializers.get(id) : undefined;
    const literal = table && ts.isCallExpression(table) ? table.arguments[0] : undefined;
    if (!id || !literal || !ts.isObjectLiteralExpression(literal)) return undefined;
    const prefix = `${rows.name.text}.`;
    const tableFile = id.slice(0, id.indexOf('#'));
    return literal.properties.flatMap((row) => {
      const coordinate = propertyName(row);
      return coordinate?.startsWith(prefix) ? [[coordinate.slice(prefix.length), row, tableFile]] : [];
    });
  }

  private addFields(file: string, type: string | undefined, object: ts.ObjectLiteralExpression | undefined) {
    if (!type || !object) return;
    for (const property of object.properties) {
      const table = tableOfRows(property);
      if (table) {
        // `...forgeFields(t, { name: ['key', 'User', '…'] })`: a field per row
        for (const row of table.properties) {
          const name = propertyName(row);
          if (name) this.fields.push({ field: `${type}.${name}`, uses: this.rowUses(file, row) });
        }
        continue;
      }
      const domainRows = this.domainTableRows(file, property);
      if (domainRows) {
        // `...forgeFields(t, FIELDS.Issue)`: the rows `'Issue.name'` of the domain's fields.ts
        for (const [name, row, rowFile] of domainRows) {
          this.fields.push({ field: `${type}.${name}`, uses: this.rowUses(rowFile, row) });
        }
        continue;
      }
      const common = commonFieldNames(property);
      if (common) {
        for (const name of common) this.fields.push({ field: `${type}.${name}`, uses: new Set() });
        continue;
      }
      const name = propertyName(property);
      if (name) this.fields.push({ field: `${type}.${name}`, uses: this.namesIn(file, property) });
    }
  }

  /** builder.objectFields / queryFields / objectField / interfaceField, `.implement({ fields })`, defineMutation. */
  private collectFields(file: string, source: ts.SourceFile): void {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) this.fieldCall(file, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  private fieldCall(file: string, call: ts.CallExpression): void {
    const callee = call.expression;
    const [first, second, third] = call.arguments;
    if (ts.isIdentifier(callee) && callee.text === 'defineMutation') {
      const name = stringArg(first);
      if (name && second) this.fields.push({ field: `Mutation.${name}`, uses: this.namesIn(file, second) });
      // `for (const [name, action] of Object.entries(ACTIONS)) defineMutation(name, ...)`: one per key
      for (const property of (second && first && this.loopedTable(file, first)) ?? []) {
        const uses = new Set([...this.namesIn(file, property), ...this.namesIn(file, second as ts.Node)]);
        this.fields.push({ field: `Mutation.${propertyName(property)}`, uses });
      }
      return;
    }
    if (ts.isIdentifier(callee) && callee.text === 'defineMutationFamily') {
      // `defineMutationFamily(ROWS, shared)`: one Mutation field per row, using its row and the shared part
      for (const property of this.tableRows(file, first)) {
        const uses = new Set([
          ...this.namesIn(file, property),
          ...(second ? this.namesIn(file, second) : []),
        ]);
        this.fields.push({ field: `Mutation.${propertyName(property)}`, uses });
      }
      return;
    }
    if (ts.isIdentifier(callee)) {
      const helper = this.scopes.get(file)?.get(callee.text);
      // a function that defines a mutation named by its first argument (`subscriptionMutation('x', true)`)
      const name = stringArg(first);
      if (helper && name && this.mutationHelpers.has(helper)) {
        const uses = new Set([helper, ...call.arguments.flatMap((arg) => [...this.namesIn(file, arg)])]);
        this.fields.push({ field: `Mutation.${name}`, uses });
      }
      for (const type of (helper && this.fieldHelpers.get(helper)) ?? []) {
        this.addFields(file, type, returnedObject(first));
      }
      return;
    }
    if (!ts.isPropertyAccessExpression(callee)) return;
    const method = callee.name.text;
    const root = { queryFields: 'Query', mutationFields: 'Mutation', subscriptionFields: 'Subscription' }[
      method
    ];
    if (root) {
      this.addFields(file, root, returnedObject(first));
    } else if (method === 'objectFields' || method === 'interfaceFields') {
      this.addFields(file, this.typeOf(file, first), returnedObject(second));
    }
    if ((method === 'objectField' || method === 'interfaceField') && stringArg(second) && third) {
      this.fields.push({
        field: `${this.typeOf(file, first)}.${stringArg(second)}`,
        uses: this.namesIn(file, third),
      });
      return;
    }
    if (method === 'implement' || method === 'objectType') {
      const options = method === 'implement' ? first : second;
      if (!options || !ts.isObjectLiteralExpression(options)) return;
      const fields = options.properties.find((p) => propertyName(p) === 'fields');
      const type = method === 'implement' ? this.typeOf(file, callee.expression) : this.typeOf(file, first);
      if (fields && ts.isPropertyAssignment(fields))
        this.addFields(file, type, returnedObject(fields.initializer));
    }
  }

  /** Each route with the fields that use its row most directly (fewest declarations in between). */
  routeFields(): Map<string, string[]> {
    // declaration -> route -> declarations in between, relaxed until nothing shortens
    const distances = new Map<string, Map<string, number>>();
    for (const [id, declaration] of this.declarations) {
      distances.set(id, new Map(declaration.route ? [[declaration.route, 0]] : []));
    }
    let changed = true;
    while (changed) {
      changed = false;
      for (const [id, declaration] of this.declarations) {
        const own = distances.get(id) as Map<string, number>;
        for (const used of declaration.uses) {
          for (const [route, hops] of distances.get(used) ?? []) {
            if ((own.get(route) ?? Number.POSITIVE_INFINITY) > hops + 1) {
              own.set(route, hops + 1);
              changed = true;
            }
          }
        }
      }
    }
    const best = new Map<string, { hops: number; fields: Set<string> }>();
    for (const { field, uses } of this.fields) {
      for (const used of uses) {
        for (const [route, hops] of distances.get(used) ?? []) {
          const current = best.get(route);
          if (!current || hops < current.hops) best.set(route, { hops, fields: new Set([field]) });
          else if (hops === current.hops) current.fields.add(field);
        }
      }
    }
    return new Map([...best].map(([route, { fields }]) => [route, [...fields].sort()]));
  }
}

// --- the swagger's operations and the report -------------------------------------------------------

interface SwaggerOperation {
  operationId?: string;
  tags?: string[];
  deprecated?: boolean;
}

function swaggerOperations(): Operation[] {
  const swagger = JSON.parse(readFileSync(SWAGGER_PATH, 'utf8')) as {
    paths: Record<string, Record<string, SwaggerOperation>>;
  };
  return Object.entries(swagger.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => {
      const operation = operations[method] as SwaggerOperation;
      return {
        route: `${method.toUpperCase()} ${path}`,
        tag: operation.tags?.[0] ?? 'untagged',
        operationId: operation.operationId ?? '',
        deprecated: operation.deprecated === true,
      };
    }),
  );
}

/**
 * Operations whose data the graph takes from another route it does reach: the deprecated twins of
 * newer routes, and single-file writes that `changeFiles` does in one commit.
 */
const SERVED_BY: Record<string, string> = {
  'POST /org/{org}/repos': 'POST /orgs/{org}/repos',
  'PATCH /repos/{owner}/{repo}/issues/{index}/comments/{id}':
    'PATCH /repos/{owner}/{repo}/issues/comments/{id}',
  'DELETE /repos/{owner}/{repo}/issues/{index}/comments/{id}':
    'DELETE /repos/{owner}/{repo}/issues/comments/{id}',
  'GET /repos/{owner}/{repo}/times/{user}': 'GET /repos/{owner}/{repo}/times',
  'POST /repos/{owner}/{repo}/contents/{filepath}': 'POST /repos/{owner}/{repo}/contents',
  'PUT /repos/{owner}/{repo}/contents/{filepath}': 'POST /repos/{owner}/{repo}/contents',
};

/** Why the graph does not reach an operation it does not reach. */
function reasonOf(operation: Operation, reached: Map<string, string[]>): string {
  if (operation.tag === 'admin') return 'admin';
  if (operation.tag === 'activitypub') return 'ActivityPub';
  const other = SERVED_BY[operation.route];
  if (other && reached.has(other)) return `served by \`${other}\``;
  if (operation.deprecated) return 'deprecated';
  return 'not yet';
}

/** Operations the goal counts: all but the site administrator's and ActivityPub's. */
export const counted = (operation: Operation) => operation.tag !== 'admin' && operation.tag !== 'activitypub';

export function computeCoverage(): Coverage {
  const files = SOURCES.flatMap((dir) => sourceFiles(dir));
  const routeFields = new SourceGraph(files).routeFields();
  return {
    operations: swaggerOperations().map((operation) => {
      const fields = routeFields.get(operation.route) ?? [];
      return fields.length > 0
        ? { ...operation, fields }
        : { ...operation, fields, reason: reasonOf(operation, routeFields) };
    }),
  };
}

/** The one line docs/schema.md quotes (test/project/generated-coverage.test.ts keeps it true). */
export function totalsLine(coverage: Coverage): string {
  const scope = coverage.operations.filter(counted);
  const reached = scope.filter((operation) => operation.fields.length > 0).length;
  return `The graph reaches ${reached} of the swagger's ${scope.length} operations outside admin and ActivityPub (${coverage.operations.length} in all).`;
}

const fieldList = (fields: string[]) =>
  fields.length <= SHOWN_FIELDS
    ? fields.map((field) => `\`${field}\``).join(', ')
    : `${fields
        .slice(0, SHOWN_FIELDS)
        .map((field) => `\`${field}\``)
        .join(', ')} and ${fields.length - SHOWN_FIELDS} more`;

export function renderCoverage(coverage: Coverage): string {
  const tags = [...new Set(coverage.operations.map((operation) => operation.tag))].sort();
  const lines = [
    '# Forge coverage',
    '',
    'Generated by `npm run forge-coverage` (scripts/forge-coverage.ts) from schema/gitea-swagger.json and the',
    'source: an operation is reachable when a field or mutation of src/graphql/ uses its endpoint row. Do not edit.',
    '',
    totalsLine(coverage),
    '',
    '| tag | operations | reachable | served by another route | deprecated | not yet | admin or ActivityPub |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const count = (list: Coverage['operations'], test: (o: Coverage['operations'][number]) => boolean) =>
    list.filter(test).length;
  const row = (name: string, list: Coverage['operations']) =>
    `| ${name} | ${list.length} | ${count(list, (o) => o.fields.length > 0)} | ${count(list, (o) => o.reason?.startsWith('served by') === true)} | ${count(list, (o) => o.reason === 'deprecated')} | ${count(list, (o) => o.reason === 'not yet')} | ${count(list, (o) => o.reason === 'admin' || o.reason === 'ActivityPub')} |`;
  lines.push(
    ...tags.map((tag) =>
      row(
        tag,
        coverage.operations.filter((o) => o.tag === tag),
      ),
    ),
  );
  lines.push(row('**outside admin and ActivityPub**', coverage.operations.filter(counted)));
  lines.push(row('**all**', coverage.operations));
  for (const tag of tags) {
    lines.push('', `## ${tag}`, '', '| operation | route | reached by |', '| --- | --- | --- |');
    const list = coverage.operations
      .filter((operation) => operation.tag === tag)
      .sort((a, b) => a.route.localeCompare(b.route));
    for (const operation of list) {
      const by = operation.fields.length > 0 ? fieldList(operation.fields) : `— (${operation.reason})`;
      lines.push(`| ${operation.operationId} | \`${operation.route}\` | ${by} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderCoverage(computeCoverage());
  if (process.argv.includes('--check')) {
    if (readFileSync(FORGE_COVERAGE_PATH, 'utf8') !== text) {
      console.error(`${FORGE_COVERAGE_PATH} is stale: run \`npm run forge-coverage\``);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(FORGE_COVERAGE_PATH, text);
    console.log(`wrote ${FORGE_COVERAGE_PATH}`);
  }
}

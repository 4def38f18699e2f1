// Request-body binding like gitea.com/go-chi/binding — Go's JSON decoding (type errors),
// then validation tags in struct order; only the first error is reported as 422 `[<GoField>]: <Rule>`.

export type FieldType =
  | 'string'
  | 'bool'
  | 'int'
  | 'strings'
  | 'ints'
  | 'map'
  | 'time'
  | { struct: BodySchema }
  | { structs: BodySchema };

export interface FieldSpec {
  key: string;
  go: string;
  type: FieldType;
  rules?: string[];
}

export interface BodySchema {
  name: string;
  fields: FieldSpec[];
}

/** Go's field name for a JSON key when the struct does not say otherwise: due_date → DueDate */
const goName = (key: string) =>
  key
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

type Nested = Exclude<FieldType, string>;
type Scalar = Exclude<FieldType, Nested>;
interface ScalarOf {
  string: string;
  bool: boolean;
  int: number;
  strings: string[];
  ints: number[];
  map: Record<string, string>;
  time: Date;
}
/** 'time:Deadline Required' → 'time' */
type TypeName<S extends string> = S extends `${infer T} ${string}`
  ? TypeName<T>
  : S extends `${infer T}:${string}`
    ? T
    : S;
type ValueOf<S> = S extends string ? (TypeName<S> extends Scalar ? ScalarOf[TypeName<S>] : never) : unknown;
type IsRequired<S> = S extends `${string} Required${string}` ? true : false;
type FieldSpecs = Record<string, string | Nested>;

/** The bound form of a struct: Required fields are there after binding, the others may be absent. */
export type FormOf<F extends FieldSpecs> = {
  [K in keyof F as IsRequired<F[K]> extends true ? K : never]: ValueOf<F[K]>;
} & {
  [K in keyof F as IsRequired<F[K]> extends true ? never : K]?: ValueOf<F[K]>;
};

/** A schema that knows the type of the form it binds (see goStruct). */
export type StructSchema<Form> = BodySchema & { readonly form?: Form };

/**
 * A Go struct as a table, one field a line in struct order: JSON key → `type[:GoField] [Rule ...]`, as
 * its struct tags say it (`due_date: 'time:Deadline'`, `title: 'string Required'`); a nested struct is a
 * FieldType object. The form's TypeScript type follows from the table.
 */
export function goStruct<const F extends FieldSpecs>(name: string, fields: F): StructSchema<FormOf<F>> {
  return {
    name,
    fields: Object.entries(fields).map(([key, spec]): FieldSpec => {
      if (typeof spec !== 'string') return { key, go: goName(key), type: spec };
      const [head = '', ...rules] = spec.split(' ');
      const [type = '', go = goName(key)] = head.split(':');
      return rules.length > 0
        ? { key, go, type: type as FieldType, rules }
        : { key, go, type: type as FieldType };
    }),
  };
}

export class BindingError extends Error {}

const goTypes: Record<string, string> = {
  string: 'string',
  bool: 'bool',
  int: 'int64',
  strings: '[]string',
  ints: '[]int64',
  map: 'map[string]string',
  time: 'time.Time',
};

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

function typeError(value: unknown, where: string, goType: string): BindingError {
  const kind = typeof value === 'number' ? `number ${value}` : jsonKind(value);
  return new BindingError(`json: cannot unmarshal ${kind} into Go struct field ${where} of type ${goType}`);
}

function decodeValue(value: unknown, type: FieldType, where: string): unknown {
  if (value === null) return undefined; // null leaves Go's zero value
  if (typeof type === 'object') {
    const schema = 'struct' in type ? type.struct : type.structs;
    if ('struct' in type) return decodeStruct(value, schema, where);
    if (!Array.isArray(value)) throw typeError(value, where, `[]structs.${schema.name}`);
    return value.map((item) => decodeStruct(item, schema, where));
  }
  const goType = goTypes[type] ?? type;
  switch (type) {
    case 'string':
      if (typeof value !== 'string') throw typeError(value, where, goType);
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw typeError(value, where, goType);
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw typeError(value, where, goType);
      return value;
    case 'strings':
    case 'ints': {
      if (!Array.isArray(value)) throw typeError(value, where, goType);
      const item = type === 'strings' ? 'string' : 'int';
      return value.map((v) => decodeValue(v, item, where) ?? (item === 'string' ? '' : 0));
    }
    case 'map': {
      if (jsonKind(value) !== 'object') throw typeError(value, where, goType);
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        out[k] = (decodeValue(v, 'string', where) as string | undefined) ?? '';
      }
      return out;
    }
    case 'time': {
      if (typeof value !== 'string') throw typeError(value, where, goType);
      const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
      if (!rfc3339.test(value) || Number.isNaN(Date.parse(value))) {
        throw new BindingError(
          `parsing time ${JSON.stringify(JSON.stringify(value))} as "2006-01-02T15:04:05Z07:00"`,
        );
      }
      return new Date(value);
    }
  }
}

function decodeStruct(value: unknown, schema: BodySchema, where: string): Record<string, unknown> {
  if (jsonKind(value) !== 'object') {
    if (value === null) return {};
    const kind = jsonKind(value);
    throw new BindingError(
      where
        ? `json: cannot unmarshal ${kind} into Go struct field ${where} of type structs.${schema.name}`
        : `json: cannot unmarshal ${kind} into Go value of type structs.${schema.name}`,
    );
  }
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of schema.fields) {
    if (!(field.key in input)) continue;
    const path = where ? `${where}.${field.key}` : `${schema.name}.${field.key}`;
    const decoded = decodeValue(input[field.key], field.type, path);
    if (decoded !== undefined) out[field.key] = decoded;
  }
  return out;
}

function isZero(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  return Array.isArray(value) && value.length === 0;
}

/** A simplified git check-ref-format, enough for branch names in request bodies. */
export function isGitRefName(name: string): boolean {
  if (
    name === '' ||
    name.startsWith('/') ||
    name.endsWith('/') ||
    name.endsWith('.') ||
    name.endsWith('.lock')
  ) {
    return false;
  }
  if (name.startsWith('-') || name.includes('..') || name.includes('//') || name.includes('@{')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: git forbids control characters in ref names
  return !/[\x00-\x20\x7f~^:?*[\\]/.test(name) && !name.split('/').some((p) => p.startsWith('.'));
}

/** modules/git/ref.go IsValidRefPattern: what a ref or sha in a path must look like before it is looked up */
// biome-ignore lint/suspicious/noControlCharactersInRegex: git forbids control characters in ref names
const REF_PATTERN_INVALID = /[\x00-\x1f\x7f \\~^:?*[]|^[/.]|\/\.|\.lock$|\.lock\/|\.\.|\/\/|@\{|[/.]$|^@$/;

export function isValidRefPattern(name: string): boolean {
  return !REF_PATTERN_INVALID.test(name);
}

/** gobwas/glob compiles unless braces or brackets are unbalanced (or a pattern ends in an escape). */
function isGlobPattern(pattern: string): boolean {
  let braces = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      if (i === pattern.length - 1) return false;
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '{') braces++;
    else if (c === '}' && --braces < 0) return false;
  }
  return braces === 0 && !inClass;
}

function ruleFails(rule: string, value: unknown): boolean {
  if (rule === 'Required') return isZero(value);
  if (isZero(value)) return false; // every other rule skips zero values
  const size = /^MaxSize\((\d+)\)$/.exec(rule)?.[1];
  if (size !== undefined) {
    const length = typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : 0;
    return length > Number(size);
  }
  const options = /^In\((.*)\)$/.exec(rule)?.[1];
  if (options !== undefined) return !options.split(',').includes(String(value));
  if (rule === 'AlphaDashDot') return !/^[\w.-]+$/.test(String(value));
  if (rule === 'GitRefName') return !isGitRefName(String(value));
  if (rule === 'GlobPattern') return !isGlobPattern(String(value));
  return false;
}

function ruleName(rule: string): string {
  return rule.replace(/\(.*\)$/, '');
}

function validate(obj: Record<string, unknown>, schema: BodySchema): string | undefined {
  for (const field of schema.fields) {
    const value = obj[field.key];
    for (const rule of field.rules ?? []) {
      if (ruleFails(rule, value)) return `[${field.go}]: ${ruleName(rule)}`;
    }
    if (typeof field.type === 'object' && value !== undefined) {
      const nested = 'struct' in field.type ? field.type.struct : field.type.structs;
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        const error = validate(item as Record<string, unknown>, nested);
        if (error) return error;
      }
    }
  }
  return undefined;
}

/** go-chi/binding's nameMapper: a form field is named after the Go field in snake case (BranchName → branch_name) */
const formName = (go: string) => go.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '_' : '') + c.toLowerCase());

const TRUE = ['1', 't', 'T', 'TRUE', 'true', 'True'];
const FALSE = ['0', 'f', 'F', 'FALSE', 'false', 'False'];

/** go-chi/binding setWithProperType: an empty value is the zero value, a bad one a typed error */
function formValue(raw: string, type: Scalar, name: string): unknown {
  if (type === 'int' || type === 'ints') {
    if (raw === '') return 0;
    if (!/^[+-]?\d+$/.test(raw)) throw new BindingError(`[${name}]: Value could not be parsed as integer`);
    return Number(raw);
  }
  if (type === 'bool') {
    if (raw === '' || FALSE.includes(raw)) return false;
    if (TRUE.includes(raw)) return true;
    throw new BindingError(`[${name}]: Value could not be parsed as boolean`);
  }
  if (type === 'time') {
    const date = new Date(raw);
    if (Number.isNaN(date.getTime())) throw new BindingError(`[${name}]: Value could not be parsed as time`);
    return date;
  }
  return raw;
}

/** go-chi/binding Form: the fields of a urlencoded body; maps and nested structs are not bound from forms */
function decodeForm(text: string, schema: BodySchema): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const decoded: Record<string, unknown> = {};
  for (const field of schema.fields) {
    const name = formName(field.go);
    const values = params.getAll(name);
    if (values.length === 0 || typeof field.type !== 'string' || field.type === 'map') continue;
    const type = field.type;
    decoded[field.key] =
      type === 'strings' || type === 'ints'
        ? values.map((v) => formValue(v, type, name))
        : formValue(values[0] ?? '', type, name);
  }
  return decoded;
}

/**
 * Decode and validate a body. Returns the typed object or the 422 message.
 * `contentType` decides like go-chi/binding Bind: a urlencoded body is bound as a form, a JSON one as
 * JSON, and any other content type is refused.
 */
export function bind<T>(
  schema: BodySchema,
  body: Buffer,
  contentType: string | undefined,
): { ok: true; value: T } | { ok: false; message: string } {
  const type = contentType ?? '';
  if (type.includes('form-urlencoded')) {
    try {
      const decoded = decodeForm(body.toString('utf8'), schema);
      const error = validate(decoded, schema);
      return error ? { ok: false, message: error } : { ok: true, value: decoded as T };
    } catch (err) {
      if (err instanceof BindingError) return { ok: false, message: err.message };
      throw err;
    }
  }
  if (!type.includes('json')) {
    return { ok: false, message: type === '' ? '[]: Empty Content-Type' : '[]: Unsupported Content-Type' };
  }
  let decoded: Record<string, unknown> = {};
  const text = body.toString('utf8');
  if (text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      return { ok: false, message: `[]: ${(err as Error).message}` };
    }
    try {
      decoded = decodeStruct(parsed, schema, '');
    } catch (err) {
      if (err instanceof BindingError) return { ok: false, message: `[]: ${err.message}` };
      throw err;
    }
  }
  const error = validate(decoded, schema);
  return error ? { ok: false, message: error } : { ok: true, value: decoded as T };
}

import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  example?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** One operation of the document. */
export interface Route {
  method: string;
  /** The path as documented, `/api/v1/offers/{id}`. */
  template: string;
  pathParams: string[];
  query: Parameter[];
  body: Schema | null;
}

/** One request to send: method, filled path and query, raw body text. */
export interface FuzzRequest {
  route: Route;
  path: string;
  query: [string, string][];
  body?: string;
  contentType?: string;
  idempotencyKey?: string;
  /** What was bent, for the failure report. */
  mutation: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in document order. */
export function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).filter(
        (parameter): parameter is Parameter => 'name' in parameter,
      );
      const json = operation.requestBody?.content['application/json'];
      routes.push({
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: json ? json.schema : null,
      });
    }
  }
  return routes;
}

/**
 * The key of a path parameter's ID pool: the path before it, earlier parameters as `{}`
 * (`/api/v1/projects/{project_id}/tasks/{id}`, `id` -> `/api/v1/projects/{}/tasks`).
 */
export function poolKey(template: string, param: string): string {
  const before = template.slice(0, template.indexOf(`{${param}}`)).replace(/\/$/, '');
  return before.replace(/\{[^}]+\}/g, '{}');
}

/** Marks a node to be written as JSON nested 5,000 levels deep (JSON.stringify would recurse). */
const DEEP = '\u0001deep\u0001';
const DEEP_JSON = '['.repeat(5000) + ']'.repeat(5000);

/** A string the fuzzer made up; a 4xx answer must never contain one (no echo of values). */
export const LONG_TEXT = 'x'.repeat(1000);

/** Values that broke or could break a service: the mutations of issue 11 and their cousins. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  // The drills' findings weigh most: NUL characters, huge IDs, deep nesting, nulls, empties.
  { arbitrary: fc.string({ maxLength: 6 }).map((text) => `${text}\u0000${text}`), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      99_999_999_999,
      2_147_483_648,
      -2_147_483_649,
      Number.MAX_SAFE_INTEGER,
      1e308,
    ),
    weight: 3,
  },
  { arbitrary: fc.constant(DEEP), weight: 2 },
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>([], {}, '', [[]], [null, {}], { '': null }), weight: 3 },
  { arbitrary: fc.constantFrom(1, 10, 100).map((kilo) => LONG_TEXT.repeat(kilo)), weight: 2 },
  { arbitrary: fc.constant({ 'a\u0000': 1 }), weight: 1 },
  { arbitrary: fc.constantFrom(-1, 0, 1.5, 1e-7, -0.000001), weight: 1 },
  {
    arbitrary: fc.constantFrom('99999999999', '1e400', 'NaN', '-0', '0x10', ' 1 ', 'true'),
    weight: 1,
  },
  { arbitrary: fc.boolean(), weight: 1 },
  {
    arbitrary: fc.constantFrom('\ud800', '😀', '\u202e', '<script>x</script>', '%', '_', '*'),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '0000-01-01',
      '9999-12-31',
      '2026-1-1',
      '{identifier}',
    ),
    weight: 1,
  },
);

/** Query values the same way: in a URL everything is text. */
const nastyQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('99999999999', '2147483648', '-1', '0', '1.5', '1e3', 'NaN', ''),
  fc.constantFrom(' ', ',', '1,,2', 'a,b', 'true,false', '%', '_', '*', '[]', '{}', '\\'),
  fc.constantFrom('2026-13-45', '2026-02-30', '9999-12-31T99:99', 'date desc', 'id sideways'),
  fc.string({ maxLength: 6 }).map((text) => `${text}\u0000${text}`),
  fc.constant('q'.repeat(5000)),
  fc.constantFrom('\ud800', '😀', 'Ä'),
);

const nastyPathId = fc.constantFrom(
  '0',
  '-1',
  '99999999999',
  '2147483648',
  'abc',
  '1.5',
  '%00',
  '1e3',
  '%20',
);

interface Pools {
  ids: FuzzPools;
  /** Every ID of every pool, for `*_id` fields of bodies. */
  any: number[];
}

/** Record IDs by pool key (see poolKey). */
export type FuzzPools = Record<string, number[]>;

export class RequestFactory {
  constructor(private readonly document: OpenApiDocument) {}

  /** An arbitrary request for the route, with IDs from the pools as they are now. */
  requestFor(route: Route, pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
    const state: Pools = { ids: pools, any: [...new Set(Object.values(pools).flat())] };
    const path = fc
      .tuple(...route.pathParams.map((param) => this.pathValue(route.template, param, state)))
      .map((values) =>
        route.pathParams.reduce(
          (filled, param, index) => filled.replace(`{${param}}`, values[index]),
          route.template,
        ),
      );
    const query = fc
      .subarray(route.query)
      .chain((chosen) =>
        fc
          .tuple(...chosen.map((parameter) => this.queryValue(parameter, state)))
          .map((values) =>
            chosen.map((parameter, index): [string, string] => [parameter.name, values[index]]),
          ),
      );
    const body = route.body ? this.value(route.body, state, 'body', 0) : fc.constant(undefined);
    return fc
      .record({
        path,
        query,
        body,
        bend: this.bending(route),
        idempotencyKey: fc.option(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constant('k'.repeat(300))),
          {
            freq: 5,
          },
        ),
      })
      .map(({ path, query, body, bend, idempotencyKey }) => {
        const request: FuzzRequest = { route, path, query, mutation: 'none' };
        if (route.method === 'POST' && idempotencyKey !== null) {
          request.idempotencyKey = idempotencyKey;
        }
        bend(request, body);
        return request;
      });
  }

  /** How this request is bent: a body node, the whole body, a query value, or not at all. */
  private bending(route: Route) {
    type Bend = (request: FuzzRequest, body: unknown) => void;
    const keep: fc.Arbitrary<Bend> = fc.constant((request, body) => {
      if (body !== undefined) request.body = serialise(body);
    });
    const options: { arbitrary: fc.Arbitrary<Bend>; weight: number }[] = [
      { arbitrary: keep, weight: 4 },
    ];
    if (route.body) {
      options.push({
        arbitrary: fc.tuple(nasty, fc.nat()).map(([value, pick]): Bend => (request, body) => {
          const paths = nodePaths(body);
          const target = paths[pick % paths.length];
          request.body = serialise(replaceAt(body, target, value));
          request.mutation = `body ${target.join('.') || '(root)'} := ${describe(value)}`;
        }),
        weight: 5,
      });
      options.push({
        arbitrary: fc
          .constantFrom('null', '[]', '"text"', '1', '{"a":', '{}', '{"a":1,"a":2}', '\uFEFF{}')
          .map((raw): Bend => (request) => {
            request.body = raw;
            request.mutation = `body := ${raw}`;
          }),
        weight: 1,
      });
      options.push({
        arbitrary: fc
          .constantFrom('text/plain', 'application/json; charset=latin1', 'application/xml')
          .map((type): Bend => (request, body) => {
            request.body = serialise(body);
            request.contentType = type;
            request.mutation = `Content-Type: ${type}`;
          }),
        weight: 1,
      });
    }
    options.push({
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            ...route.query.map((p) => p.name),
            'ids',
            'custom_properties[Cost centre]',
          ),
          nastyQuery,
          fc.boolean(),
        )
        .map(([name, value, repeat]): Bend => (request, body) => {
          if (body !== undefined) request.body = serialise(body);
          request.query = request.query.filter(([key]) => key !== name);
          request.query.push([name, value]);
          if (repeat) request.query.push([name, value]);
          request.mutation = `query ${name}=${describe(value)}${repeat ? ' (twice)' : ''}`;
        }),
      weight: route.query.length > 0 ? 3 : 1,
    });
    return fc.oneof(...options);
  }

  private pathValue(template: string, param: string, pools: Pools): fc.Arbitrary<string> {
    const ids = pools.ids[poolKey(template, param)] ?? [];
    if (param === 'token') return fc.oneof(fc.string({ maxLength: 40 }), nastyPathId);
    if (ids.length === 0) return fc.oneof(fc.constantFrom('1', '2'), nastyPathId);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...ids.map(String)), weight: 6 },
      { arbitrary: nastyPathId, weight: 1 },
    );
  }

  private queryValue(parameter: Parameter, pools: Pools): fc.Arbitrary<string> {
    const name = parameter.name;
    const schema = this.resolve(parameter.schema ?? {});
    if (/(^|_)ids?$/.test(name)) {
      const ids = pools.any.length > 0 ? pools.any : [1];
      return fc
        .subarray(ids, { maxLength: Math.min(3, ids.length) })
        .map((chosen) => chosen.join(','));
    }
    if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
    if (schema.type === 'boolean' || /^(include_|not_)|able$|^billed$|^active$/.test(name)) {
      return fc.constantFrom('true', 'false');
    }
    if (schema.format === 'date' || /date|_from$|_to$|^from$|^to$/.test(name)) {
      return dateText;
    }
    if (schema.type === 'integer' || schema.type === 'number') {
      return fc.integer({ min: 1, max: 50 }).map(String);
    }
    if (typeof schema.example === 'string') {
      return fc.oneof(fc.constant(schema.example), fc.string({ maxLength: 12 }));
    }
    return fc.string({ maxLength: 12 });
  }

  /** A value that fits the schema, mostly; IDs from the pools. */
  value(schema: Schema, pools: Pools, name: string, depth: number): fc.Arbitrary<unknown> {
    const resolved = this.resolve(schema);
    const plain = this.plainValue(resolved, pools, name, depth);
    return resolved.nullable ? fc.oneof({ arbitrary: plain, weight: 5 }, fc.constant(null)) : plain;
  }

  private plainValue(schema: Schema, pools: Pools, name: string, depth: number) {
    if (depth > 6) return fc.constant(null);
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    if (schema.oneOf || schema.anyOf) {
      const choices = (schema.oneOf ?? schema.anyOf)!;
      return fc.oneof(...choices.map((choice) => this.value(choice, pools, name, depth + 1)));
    }
    switch (schema.type) {
      case 'object':
        return this.objectValue(schema, pools, depth);
      case 'array': {
        const item = schema.items ?? {};
        return fc.array(this.value(item, pools, name, depth + 1), { maxLength: 3 });
      }
      case 'integer':
      case 'number':
        return this.numberValue(schema, pools, name);
      case 'boolean':
        return fc.boolean();
      case 'string':
        return this.stringValue(schema, name);
      default:
        return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    }
  }

  private objectValue(schema: Schema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    if (names.length === 0) {
      // Free-form maps such as custom_properties: names the fixtures define, and others.
      return fc.dictionary(
        fc.constantFrom('Cost centre', 'Kostenstelle', 'unknown'),
        fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)),
        { maxKeys: 2 },
      );
    }
    const arbitraries = Object.fromEntries(
      names.map((key) => [key, this.value(properties[key], pools, key, depth + 1)]),
    );
    return fc.record(arbitraries, { requiredKeys: schema.required ?? [] });
  }

  private numberValue(schema: Schema, pools: Pools, name: string): fc.Arbitrary<number> {
    if (/_id$/.test(name) || name === 'id') {
      return pools.any.length > 0 ? fc.constantFrom(...pools.any) : fc.constant(1);
    }
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? 100_000;
    const example =
      typeof schema.example === 'number'
        ? [{ arbitrary: fc.constant(schema.example), weight: 3 }]
        : [];
    return fc.oneof(
      ...example,
      { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 2 },
      { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 },
    );
  }

  private stringValue(schema: Schema, name: string): fc.Arbitrary<string> {
    if (schema.format === 'date' || /(^|_)(date|on|from|to|birthday|bday)$/.test(name)) {
      return dateText;
    }
    if (schema.format === 'email' || /email/.test(name)) {
      return fc.constantFrom('a@b.example', 'x@y.example;z@w.example', 'not-an-address');
    }
    const example =
      typeof schema.example === 'string'
        ? [{ arbitrary: fc.constant(schema.example), weight: 3 }]
        : [];
    return fc.oneof(...example, { arbitrary: fc.string({ maxLength: 16 }), weight: 1 });
  }

  /** Follows $ref and merges allOf. */
  private resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      current = {
        ...this.document.components.schemas[current.$ref.split('/').pop()!],
        ...omitRef(current),
      };
    }
    if (current.allOf) {
      const parts = current.allOf.map((part) => this.resolve(part));
      return parts.reduce<Schema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        omitAllOf(current),
      );
    }
    return current;
  }
}

const dateText = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-05-01', '2026-06-01'),
);

function omitRef(schema: Schema): Schema {
  const copy = { ...schema };
  delete copy.$ref;
  return copy;
}

function omitAllOf(schema: Schema): Schema {
  const copy = { ...schema };
  delete copy.allOf;
  return copy;
}

type NodePath = (string | number)[];

/** Paths to every node of a JSON value, the root included. */
function nodePaths(value: unknown, path: NodePath = []): NodePath[] {
  const paths: NodePath[] = [path];
  if (Array.isArray(value)) {
    value.forEach((child, index) => paths.push(...nodePaths(child, [...path, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value))
      paths.push(...nodePaths(child, [...path, key]));
  }
  return paths;
}

function replaceAt(value: unknown, path: NodePath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((child, index) =>
      index === head ? replaceAt(child, rest, replacement) : child,
    );
  }
  const object = value as Record<string, unknown>;
  return { ...object, [head]: replaceAt(object[head as string], rest, replacement) };
}

/** JSON text of a body; the DEEP marker becomes 5,000 nested arrays. */
function serialise(value: unknown): string {
  return JSON.stringify(value ?? null).replace(JSON.stringify(DEEP), DEEP_JSON);
}

function describe(value: unknown): string {
  if (value === DEEP) return 'JSON nested 5000 deep';
  if (typeof value === 'string' && value.length > 40)
    return `"${value.slice(0, 10)}..." (${value.length} chars)`;
  return JSON.stringify(value) ?? String(value);
}

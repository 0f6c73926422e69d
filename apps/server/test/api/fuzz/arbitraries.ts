import fc from 'fast-check';

/** The subset of JSON Schema (as the OpenAPI document renders the zod contracts) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
}

/** Strings that broke, or could break, a server: control characters, encodings, sizes, injections. */
export const hostileString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'line\u0007bell',
  '\u001b[31mred',
  '\u007f',
  '%00',
  '%',
  '%zz',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '𝕏'.repeat(2000),
  'x'.repeat(70_000),
  '',
  '   ',
  "' OR 1=1 --",
  '"; DROP TABLE clients; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '0000-01-01',
  '99999-12-31',
  '2026-02-30',
  '2026-06-15T00:00:00.000Z',
  '-infinity',
  '1e308',
  '-1',
  '0',
  '2147483648',
  '9999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
);

/** Numbers beyond every column (int32, bigint, float) and the awkward ones. */
const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  0.5,
  -0,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

const deepObject = (depth: number): unknown =>
  depth === 0 ? 'leaf' : { a: deepObject(depth - 1) };

/** A value of the wrong type for whatever the schema expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.constant(deepObject(60)),
  fc.constant(Array.from({ length: 2000 }, (_, i) => i)),
  fc.array(fc.string(), { maxLength: 3 }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const alternatives = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** A value the schema accepts (as far as the fuzzer can tell: patterns are not honoured). */
function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = alternatives(schema);
  if (options?.length) return fc.oneof(...options.map((option) => validValue(option, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), depth + 1);
  const types = typesOf(schema);
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 100_000) - 1;
      const low = Math.max(Math.ceil(min), -1_000_000);
      const high = Math.min(Math.floor(max), 1_000_000);
      return fc.integer({ min: low, max: Math.max(low, high) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(depth > 4 ? fc.constant('x') : validValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectValue(schema, depth + 1, false);
    case 'string':
      return validString(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer());
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.stringMatching(/^[0-9]{8}$/),
        fc.constantFrom('Sfax', 'Tunis', 'Café Sfax', 'NB-0001', '22123456', 'bonjour'),
      );
    }
  }
}

/** Values made to break what the schema expects: hostile strings for text, hostile numbers else. */
const hostileFor = (schema: JsonSchema) =>
  typesOf(schema).includes('string') ? hostileString : hostileNumber;

/**
 * Numbers past an int4 column that are still safe integers (a schema's `.int()` lets them through,
 * only a bound stops them), past int8, and past the schema's own bound.
 */
const outOfRange = (schema: JsonSchema) =>
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 63,
    ...(schema.maximum !== undefined && schema.maximum < 2 ** 53 ? [schema.maximum + 1] : []),
  );

const isNumeric = (schema: JsonSchema) =>
  typesOf(schema).some((type) => type === 'integer' || type === 'number');

/**
 * Valid objects but for one number field set past int4, one per numeric field of every shape: the
 * probe for a value only the database would refuse (a missing bound), which random objects reach
 * too rarely. Undefined when the schema has no numeric field.
 */
export function numberFieldProbes(
  schema: JsonSchema,
): { fields: number; arbitrary: fc.Arbitrary<Record<string, unknown>> } | undefined {
  const probes = objectShapes(schema).flatMap((shape) =>
    Object.entries(shape.properties ?? {})
      .filter(([, property]) => isNumeric(property))
      .map(([name]) =>
        fc
          .tuple(objectValue(shape, 0, false), fc.constantFrom(2 ** 31, -(2 ** 31) - 1))
          .map(([valid, value]) => ({ ...valid, [name]: value })),
      ),
  );
  return probes.length > 0 ? { fields: probes.length, arbitrary: fc.oneof(...probes) } : undefined;
}

/** The value oneFieldOff puts in a field: hostile for its type most of the time. */
const offValue = (schema: JsonSchema) => {
  return fc.oneof(
    { weight: 4, arbitrary: isNumeric(schema) ? outOfRange(schema) : hostileFor(schema) },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

/** A value for the schema: mostly valid, often hostile, sometimes of the wrong type. */
export function fuzzValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema) },
    { weight: 2, arbitrary: hostileFor(schema) },
    { weight: 1, arbitrary: wrongType },
  );
}

/** The object schemas a body may be: its alternatives when it is a union (discriminated or not). */
function objectShapes(schema: JsonSchema): JsonSchema[] {
  if (schema.properties) return [schema];
  const options = alternatives(schema);
  if (options?.length) return options.flatMap(objectShapes);
  if (schema.allOf?.length) return objectShapes(Object.assign({}, ...schema.allOf));
  return [schema];
}

/**
 * A valid object with exactly one property made hostile, of the wrong type, or left out: the
 * request that gets past every other check to the one under test (a value only the database would
 * refuse, for instance).
 */
export function oneFieldOff(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    ...objectShapes(schema).map((shape) => {
      const properties = shape.properties ?? {};
      const names = Object.keys(properties);
      if (names.length === 0) return objectValue(shape, 0, false);
      return fc
        .constantFrom(...names)
        .chain((name) =>
          fc.tuple(fc.constant(name), objectValue(shape, 0, false), offValue(properties[name]!)),
        )
        .map(([name, valid, value]) => {
          const body: Record<string, unknown> = { ...valid };
          if (value === undefined) delete body[name];
          else body[name] = value;
          return body;
        });
    }),
  );
}

/** An object for the schema: each property fuzzed, required ones sometimes missing, extras added. */
export function objectValue(
  schema: JsonSchema,
  depth = 0,
  hostile = true,
): fc.Arbitrary<Record<string, unknown>> {
  const shapes = objectShapes(schema);
  if (shapes.length > 1 || shapes[0] !== schema) {
    return fc.oneof(...shapes.map((shape) => objectValue(shape, depth + 1, hostile)));
  }
  const properties = Object.entries(schema.properties ?? {});
  const entries = properties.map(([name, property]) =>
    fc.tuple(
      fc.constant(name),
      hostile ? fuzzValue(property) : validValue(property, depth),
      // Present nearly always when required (always in a valid object), half the time otherwise.
      fc
        .integer({ min: 0, max: 9 })
        .map((roll) => roll < (schema.required?.includes(name) ? (hostile ? 9 : 10) : 5)),
    ),
  );
  const extras = hostile
    ? fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'extra'), wrongType, {
        maxKeys: 2,
      })
    : fc.constant({});
  return fc.tuple(fc.tuple(...entries), extras).map(([values, extra]) => {
    const result: Record<string, unknown> = { ...extra };
    for (const [name, value, present] of values) if (present) result[name] = value;
    return result;
  });
}

/** How a value travels in a URL: as percent-encoded text. */
export function urlText(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');
  return safeEncode(text.slice(0, 5000));
}

/** Percent-encodes a string, tolerating lone surrogates (encodeURIComponent throws on them). */
function safeEncode(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** Raw URL fragments that no encoder produces. */
export const rawUrlPiece = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '%C0%AF',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '3000000000',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'a'.repeat(5000),
  '%F0%9F%98%80',
);

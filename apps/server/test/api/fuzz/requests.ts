import fc from 'fast-check';
import sharp from 'sharp';
import {
  fuzzValue,
  hostileString,
  type JsonSchema,
  numberFieldProbes,
  objectValue,
  oneFieldOff,
  rawUrlPiece,
  urlText,
  wrongType,
} from './arbitraries';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/demandes/{id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  queryParams: Record<string, JsonSchema>;
  jsonBody?: JsonSchema;
  multipartBody?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the document (the docs' own routes excluded). */
export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (where: string) =>
        Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === where)
            .map((parameter) => [parameter.name, parameter.schema ?? { type: 'string' }]),
        );
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        jsonBody: content['application/json']?.schema,
        multipartBody: content['multipart/form-data']?.schema,
      });
    }
  }
  return operations;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Short description for the failure report (no megabyte payloads in the output). */
  describe: string;
}

const ids = fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), rawUrlPiece);

function pathArbitrary(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.pathParams);
  const values = names.map((name) => {
    const schema = operation.pathParams[name]!;
    return fc.oneof(
      schema.type === 'integer' || name === 'id'
        ? ids
        : fuzzValue(schema).map((value) => urlText(value) || 'x'),
      rawUrlPiece,
    );
  });
  return fc
    .tuple(...values)
    .map((parts) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, parts[index]!), operation.path),
    );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const entries = Object.entries(operation.queryParams).map(([name, schema]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant('') },
      {
        weight: 4,
        arbitrary: fuzzValue(schema).map((value) => `${name}=${urlText(value)}`),
      },
      { weight: 1, arbitrary: rawUrlPiece.map((raw) => `${name}=${raw}`) },
      // The same parameter twice arrives as an array.
      { weight: 1, arbitrary: fc.constant(`${name}=1&${name}=2`) },
    ),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.constantFrom('', 'unknown=1', 'page=-5', 'limit=1e9'))
    .map(([parts, extra]) => {
      const query = [...parts, extra].filter(Boolean).join('&');
      return query ? `?${query}` : '';
    });
}

const JSON_TYPE = 'application/json';

/** A JSON body: fuzzed object, malformed JSON, wrong content type, or none at all. */
function jsonBodyArbitrary(schema: JsonSchema | undefined) {
  const body = schema ? objectValue(schema) : fc.constant({});
  const nearlyValid = schema ? oneFieldOff(schema) : fc.constant({});
  return fc.oneof(
    {
      weight: 5,
      arbitrary: body.map((value) => ({ type: JSON_TYPE, payload: JSON.stringify(value) })),
    },
    {
      weight: 5,
      arbitrary: nearlyValid.map((value) => ({ type: JSON_TYPE, payload: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { type: JSON_TYPE, payload: '{"nom":' },
        { type: JSON_TYPE, payload: '[1,2,3]' },
        { type: JSON_TYPE, payload: '"text"' },
        { type: JSON_TYPE, payload: 'null' },
        { type: JSON_TYPE, payload: '' },
        { type: JSON_TYPE, payload: '{"a":"\\u0000"}' },
        { type: 'text/plain', payload: '{"nom":"x"}' },
        { type: 'application/x-www-form-urlencoded', payload: 'nom=x&email=y' },
        { type: 'application/xml', payload: '<a/>' },
      ),
    },
    {
      weight: 1,
      arbitrary: wrongType.map((value) => ({
        type: JSON_TYPE,
        payload: JSON.stringify(value) ?? '',
      })),
    },
  );
}

/**
 * `length` pseudo-random bytes from a generated seed (mulberry32): the bytes of a run follow from
 * its FUZZ_SEED alone, so a failure replays exactly. Math.random would not.
 */
function seededBytes(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    bytes[index] = ((mixed ^ (mixed >>> 14)) >>> 0) & 255;
  }
  return bytes;
}

const noisePngs = new Map<number, Promise<Buffer>>();
/** A small noise PNG drawn from `seed`: a real image no QR code or face can be found in. */
function noise(seed: number): Promise<Buffer> {
  let png = noisePngs.get(seed);
  if (!png) {
    if (noisePngs.size >= 64) noisePngs.clear();
    png = sharp(seededBytes(seed, 96 * 96 * 3), { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toBuffer();
    noisePngs.set(seed, png);
  }
  return png;
}

/** File contents that upload code must survive. */
const fileContents = fc.constantFrom(
  'noise-png',
  'truncated-png',
  'empty',
  'pdf',
  'svg',
  'random',
  'text',
);

async function fileBytes(kind: string, seed: number): Promise<Buffer> {
  switch (kind) {
    case 'noise-png':
      return noise(seed);
    case 'truncated-png':
      return (await noise(seed)).subarray(0, 200);
    case 'empty':
      return Buffer.alloc(0);
    case 'pdf':
      return Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    case 'svg':
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case 'random':
      return seededBytes(seed, 512);
    default:
      return Buffer.from('hello');
  }
}

interface MultipartPlan {
  fields: Record<string, unknown>;
  files: Array<{ name: string; kind: string; filename: string; type: string; seed: number }>;
  shape: 'valid' | 'no-boundary' | 'truncated' | 'wrong-boundary' | 'no-final-boundary';
  boundary: string;
}

function multipartArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<MultipartPlan> {
  const fileNames = Object.entries(schema?.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);
  const textSchema: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema?.properties ?? {}).filter(
        ([, property]) => property.format !== 'binary',
      ),
    ),
  };
  return fc.record({
    fields: fc.oneof(objectValue(textSchema), oneFieldOff(textSchema)),
    files: fc.array(
      fc.record({
        name: fc.constantFrom(...fileNames, 'unexpected'),
        kind: fileContents,
        filename: fc.oneof(
          fc.constant('photo.png'),
          hostileString.map((name) => name.slice(0, 300)),
        ),
        type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/plain'),
        // The noise image's and random bytes' seed.
        seed: fc.nat(),
      }),
      { maxLength: 3 },
    ),
    shape: fc.constantFrom(
      'valid',
      'valid',
      'valid',
      'no-boundary',
      'truncated',
      'wrong-boundary',
      'no-final-boundary',
    ),
    boundary: fc.stringMatching(/^[0-9a-f]{16}$/).map((hex) => `----fuzz${hex}`),
  });
}

async function multipartPayload(plan: MultipartPlan) {
  const { boundary } = plan;
  const chunks: Buffer[] = [];
  const header = (text: string) => Buffer.from(text.replace(/[\r\n"]/g, '_'));
  for (const [name, value] of Object.entries(plan.fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      header(name),
      Buffer.from(`"\r\n\r\n${text}\r\n`),
    );
  }
  for (const file of plan.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="`,
      ),
      header(file.filename),
      Buffer.from(`"\r\nContent-Type: ${file.type}\r\n\r\n`),
      await fileBytes(file.kind, file.seed),
      Buffer.from('\r\n'),
    );
  }
  if (plan.shape !== 'no-final-boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (plan.shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const type =
    plan.shape === 'no-boundary'
      ? 'multipart/form-data'
      : plan.shape === 'wrong-boundary'
        ? 'multipart/form-data; boundary=not-the-one'
        : `multipart/form-data; boundary=${boundary}`;
  return { payload, type };
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; type: string; payload: string }
  | { kind: 'multipart'; plan: MultipartPlan };

function bodyArbitrary(operation: Operation): fc.Arbitrary<Body> {
  if (operation.multipartBody) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: multipartArbitrary(operation.multipartBody).map((plan) => ({
          kind: 'multipart' as const,
          plan,
        })),
      },
      {
        weight: 1,
        arbitrary: jsonBodyArbitrary(undefined).map((body) => ({ kind: 'json' as const, ...body })),
      },
    );
  }
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return fc.constant({ kind: 'none' as const });
  }
  return jsonBodyArbitrary(operation.jsonBody).map((body) => ({ kind: 'json' as const, ...body }));
}

/** Requests for one operation, built from its own schemas; the caller adds the identity. */
export function requestArbitrary(operation: Operation) {
  return fc.record({
    path: pathArbitrary(operation),
    query: queryArbitrary(operation),
    body: bodyArbitrary(operation),
    language: fc.constantFrom('fr', 'en', 'de', '*', ''),
  });
}

/**
 * Requests whose body is valid but for one number field past int4 (`numberFieldProbes`), with
 * plain ids in the path, and how many to send (a few per such field); undefined when the body has
 * no number field.
 */
export function probeArbitrary(operation: Operation) {
  const schema = operation.multipartBody ?? operation.jsonBody;
  const probes = schema && numberFieldProbes(schema);
  if (!probes) return undefined;
  const names = Object.keys(operation.pathParams);
  const path = fc
    .tuple(...names.map(() => fc.integer({ min: 1, max: 30 }).map(String)))
    .map((parts) =>
      names.reduce((url, name, index) => url.replace(`{${name}}`, parts[index]!), operation.path),
    );
  const body: fc.Arbitrary<Body> = operation.multipartBody
    ? fc.tuple(probes.arbitrary, fc.stringMatching(/^[0-9a-f]{16}$/)).map(
        ([fields, hex]): Body => ({
          kind: 'multipart',
          plan: { fields, files: [], shape: 'valid', boundary: `----fuzz${hex}` },
        }),
      )
    : probes.arbitrary.map(
        (value): Body => ({ kind: 'json', type: JSON_TYPE, payload: JSON.stringify(value) }),
      );
  return {
    runs: 4 * probes.fields,
    arbitrary: fc.record<RequestPlan>({
      path,
      query: fc.constant(''),
      body,
      language: fc.constantFrom('fr', 'en'),
    }),
  };
}

/** Turns a generated plan into an `app.inject` request. */
export interface RequestPlan {
  path: string;
  query: string;
  body: Body;
  language: string;
}

export async function materialize(operation: Operation, plan: RequestPlan): Promise<FuzzRequest> {
  const headers: Record<string, string> = {};
  if (plan.language) headers['accept-language'] = plan.language;
  let payload: string | Buffer | undefined;
  let shown = '';
  if (plan.body.kind === 'json') {
    headers['content-type'] = plan.body.type;
    payload = plan.body.payload;
    shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  } else if (plan.body.kind === 'multipart') {
    const built = await multipartPayload(plan.body.plan);
    headers['content-type'] = built.type;
    payload = built.payload;
    shown = `multipart ${plan.body.plan.shape} fields=${JSON.stringify(plan.body.plan.fields).slice(0, 300)} files=${JSON.stringify(plan.body.plan.files)}`;
  }
  const url = `${plan.path}${plan.query}`;
  return {
    method: operation.method,
    url,
    headers,
    payload,
    describe: `${operation.method} ${url.slice(0, 400)} ${shown}`,
  };
}

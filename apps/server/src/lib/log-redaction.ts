/**
 * Logged errors never carry the values of a failed query: drizzle puts them in the message
 * ("Failed query: … params: …") and in `params`, PostgreSQL in `detail` ("Key (email)=(…)", or
 * "Failing row contains (…)" for a CHECK or NOT NULL violation). They are argon2 hashes, e-mail
 * addresses, phone numbers and visitors' texts. The SQL text stays: it only has placeholders and
 * is what an operator needs.
 */

const REDACTED = '[redacted]';
/** Keys whose values are query parameters or row contents. */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'parameterValues']);
const MAX_DEPTH = 5;

/** Drops drizzle's "params: …" part, up to the stack frames or the next cause. */
export function redactMessage(text: string): string {
  return (
    text
      .replace(/(^|\n)params: [\s\S]*?(?=\n\s+at |\ncaused by|$)/g, `$1params: ${REDACTED}`)
      .replace(
        /=\((.*?)\)(?= already exists| is not present| is still referenced|\.|$)/gm,
        `=(${REDACTED})`,
      )
      // A CHECK or NOT NULL violation's detail is the whole row (hash, phone, e-mail…).
      .replace(/Failing row contains \(.*$/gm, `Failing row contains (${REDACTED}).`)
  );
}

function scrub(value: unknown, depth: number, seen: Set<unknown>): unknown {
  if (typeof value === 'string') return redactMessage(value);
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  if (value instanceof Error) {
    out.type = value.constructor?.name ?? 'Error';
    out.message = redactMessage(value.message);
    if (value.stack) out.stack = redactMessage(value.stack);
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === 'message' || key === 'stack') continue;
    out[key] = VALUE_KEYS.has(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  if (value instanceof Error && value.cause !== undefined && !('cause' in out)) {
    out.cause = scrub(value.cause, depth + 1, seen);
  }
  return out;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The logger's serializer for `err`: the error, its causes and its fields, minus query values. */
export function serializeError(error: Error): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  }
  return { stack: '', ...(scrub(error, 0, new Set()) as { type: string; message: string }) };
}

/**
 * An error as text for a terminal (the CLI scripts, a server that fails to start): its message
 * (or stack), PostgreSQL's detail and its causes, each redacted as the logger's are.
 */
export function redactedErrorText(error: unknown, options: { stack?: boolean } = {}): string {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_DEPTH && current != null && !seen.has(current); depth++) {
    seen.add(current);
    const prefix = depth === 0 ? '' : 'caused by: ';
    if (!(current instanceof Error)) {
      lines.push(prefix + redactMessage(String(current)));
      break;
    }
    lines.push(
      prefix + redactMessage(options.stack && current.stack ? current.stack : current.message),
    );
    const { detail } = current as { detail?: unknown };
    if (typeof detail === 'string') lines.push(`detail: ${redactMessage(detail)}`);
    current = current.cause;
  }
  return lines.join('\n');
}

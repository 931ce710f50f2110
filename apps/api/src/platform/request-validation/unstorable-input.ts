/** What a field holding a NUL character is told; PostgreSQL text and jsonb cannot store one. */
export const NUL_MESSAGE = 'must not contain NUL characters';
/**
 * What a number closer to zero than 0.000001 is told. JavaScript writes such numbers in
 * exponent form (`1e-7`), which class-validator's decimal-places check cannot read (it throws);
 * no amount, rate or quantity has that many decimals.
 */
export const TINY_NUMBER_MESSAGE = 'must be 0 or at least 0.000001 in magnitude';
/**
 * What a string with a lone UTF-16 surrogate (JSON `"\ud800"`) is told: it is no Unicode text,
 * validators that encode it (class-validator's isEmail, isURL) throw, and PostgreSQL would
 * store a replacement character instead.
 */
export const BROKEN_TEXT_MESSAGE = 'must be valid Unicode text';

const SMALLEST_NUMBER = 0.000001;
/** A response naming thousands of fields helps nobody; the first ones show the problem. */
const MAX_REPORTED = 50;
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The problem with a text (value or key), if any. */
function textProblem(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return null;
}

/**
 * Fields of a parsed body or query whose value no route can take: a NUL character or a lone
 * surrogate in a value or a key, or a non-zero number below 0.000001 in magnitude. Named the
 * way clients name fields (`items[2].title`, `custom_properties.Kostenstelle`), `body` for the
 * root; never a value. Iterative, so no input can exhaust the stack.
 */
export function unstorableFields(input: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  let count = 0;
  const report = (path: string, message: string) => {
    found[path || 'body'] = [message];
    count++;
  };
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0 && count < MAX_REPORTED) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) report(path, problem);
    } else if (typeof value === 'number') {
      if (value !== 0 && Math.abs(value) < SMALLEST_NUMBER) report(path, TINY_NUMBER_MESSAGE);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i], path: `${path}[${i}]` });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const problem = textProblem(key);
        // A refused key is shown JSON-escaped: a raw NUL or surrogate would break the answer.
        const name = problem ? escaped(key) : key;
        const childPath = path ? `${path}.${name}` : name;
        if (problem) report(childPath, problem);
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}

const UNSHOWABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** A key as the response may show it: NUL and lone surrogates JSON-escaped, as sent. */
function escaped(key: string): string {
  return key.replace(
    UNSHOWABLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

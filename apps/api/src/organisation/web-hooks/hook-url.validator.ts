import { ValidateBy } from 'class-validator';

/** The longest receiver URL a hook may have. */
export const MAX_HOOK_URL_LENGTH = 2048;

const SCHEMES = ['http:', 'https:'];

/**
 * Why `value` cannot be a hook's receiver URL, or null when it can: an absolute http(s) URL as
 * the platform's URL parser reads it, with a host and without user name or password (a
 * credential in a URL ends up in logs). Whitespace is refused rather than left to the parser,
 * which silently drops tabs and line breaks, so what is stored is what is called. Which
 * addresses the host may resolve to is the worker's check at every delivery (SSRF guard).
 */
export function hookUrlProblem(value: string): string | null {
  const problem = 'must be an absolute http or https URL';
  if (/\s/.test(value)) return `${problem} without whitespace`;
  // The parser also reads `https:host` and `https:/host` as absolute; only `//` is written.
  if (!SCHEMES.some((scheme) => value.toLowerCase().startsWith(`${scheme}//`))) return problem;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem;
  }
  if (!SCHEMES.includes(url.protocol) || url.hostname === '') return problem;
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  return null;
}

/** A hook's receiver URL (see hookUrlProblem); stacked below the field's TextField. */
export function IsHookUrl(): PropertyDecorator {
  return ValidateBy({
    name: 'isHookUrl',
    validator: {
      // Anything but a text is TextField's to refuse; one message per problem.
      validate: (value: unknown) =>
        typeof value !== 'string' || value === '' || hookUrlProblem(value) === null,
      defaultMessage: (args) => `${args?.property} ${hookUrlProblem(String(args?.value))}`,
    },
  });
}

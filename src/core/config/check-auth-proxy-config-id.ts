import { LoginKitError } from '../errors';

/**
 * `authProxyConfigId` as given, or `invalid_input` naming it: missing, not a string, empty or
 * whitespace, or a placeholder copied from a guide (`'<your X-Auth-Proxy-Config-Id>'`: anything
 * with `<` or `>`, or starting with `your-`, `your_` or `your `). Caught when the client is created
 * (the provider's first render), not when the modal first asks the relay for its configuration.
 */
export function checkAuthProxyConfigId(value: unknown): string {
  if (value === undefined) return refuse('is required', value);
  if (typeof value !== 'string') return refuse('must be a string', value);
  if (value.trim() === '') return refuse('must not be empty', value);
  if (/[<>]/.test(value) || /^your[-_ ]/i.test(value)) return refuse(`looks like a placeholder (${JSON.stringify(value)})`, value);
  return value;
}

function refuse(problem: string, value: unknown): never {
  throw new LoginKitError(
    'invalid_input',
    `authProxyConfigId ${problem}: set it to the X-Auth-Proxy-Config-Id of your relay configuration (the service's dashboard), or to the mock relay's configId ('mock-config' by default)`,
    { details: { field: 'authProxyConfigId', ...(typeof value === 'string' ? { value } : {}) } },
  );
}

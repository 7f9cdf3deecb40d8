import type { LoginKitError } from '../../../core/internal';

const maxLength = 200;

/**
 * The provider's own explanation of an `oauth_provider_error` (its `error_description`), trimmed
 * and shortened; undefined for other errors or without one. It comes from the provider's answer,
 * so it is only ever rendered as text.
 */
export function providerErrorDescription(error: LoginKitError): string | undefined {
  if (error.code !== 'oauth_provider_error') return undefined;
  const description = error.details.providerErrorDescription;
  if (typeof description !== 'string') return undefined;
  const text = description.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

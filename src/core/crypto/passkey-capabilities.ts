/**
 * What this browser's WebAuthn can do beyond the basic prompts, feature-detected without
 * prompting. Every check answers false where the API is missing or throws (older engines,
 * embedded browsers), never an error.
 */
type CapabilityApi = {
  isConditionalMediationAvailable?: () => Promise<boolean>;
  getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
};

function publicKeyCredential(): CapabilityApi | undefined {
  const api = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  return typeof api === 'function' ? (api as CapabilityApi) : undefined;
}

async function clientCapability(name: string): Promise<boolean | undefined> {
  try {
    const capabilities = await publicKeyCredential()?.getClientCapabilities?.();
    const value = capabilities?.[name];
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether passkeys can be offered in the browser's autofill (`mediation: 'conditional'` in
 * `get()`): `isConditionalMediationAvailable()`, or the `conditionalGet` client capability.
 */
export async function conditionalMediationAvailable(): Promise<boolean> {
  const api = publicKeyCredential();
  if (api === undefined) return false;
  try {
    if (typeof api.isConditionalMediationAvailable === 'function') return (await api.isConditionalMediationAvailable()) === true;
  } catch {
    // fall through to the capabilities
  }
  return (await clientCapability('conditionalGet')) === true;
}

/** Whether a passkey can be created without a prompt (`mediation: 'conditional'` in `create()`): the `conditionalCreate` client capability. */
export async function conditionalCreateAvailable(): Promise<boolean> {
  if (publicKeyCredential() === undefined) return false;
  return (await clientCapability('conditionalCreate')) === true;
}

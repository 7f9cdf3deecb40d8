import { expect, type APIRequestContext } from '@playwright/test';
import { relayPort } from './ports';

/** The relay `scripts/start.mjs --e2e` starts for fault rules only (config id `faults`). */
export const faultsRelayUrl = `http://127.0.0.1:${relayPort + 2}`;
export const faultsDemoQuery = `?relay=${encodeURIComponent(faultsRelayUrl)}&configId=faults`;

/** The faults relay's test controls: `/__mock/faults` and `/__mock/accounts`. */
export class FaultRelayModel {
  constructor(private readonly request: APIRequestContext) {}

  /** Appends fault rules (fault-rule.ts in the mock relay says what each does); scope each to the test's contact. */
  async add(...rules: Record<string, unknown>[]): Promise<void> {
    const response = await this.request.post(`${faultsRelayUrl}/__mock/faults`, { data: { rules } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Removes the rules scoped to `contact` (other tests' rules stay). */
  async clear(contact: string): Promise<void> {
    const response = await this.request.delete(`${faultsRelayUrl}/__mock/faults?contact=${encodeURIComponent(contact)}`);
    expect(response.status()).toBe(200);
  }

  /** The sub-organizations that have a user with this contact. */
  async accountsOf(contact: string): Promise<string[]> {
    const response = await this.request.get(`${faultsRelayUrl}/__mock/accounts?contact=${encodeURIComponent(contact)}`);
    return ((await response.json()) as { organizationIds: string[] }).organizationIds;
  }
}

import type { CDPSession, Page } from '@playwright/test';

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
  /** PKCS #8, base64 (CDP gives it, so a credential can be put back with `addCredential`). */
  privateKey: string;
}

/**
 * Chromium's virtual WebAuthn authenticator (CDP `WebAuthn` domain): a platform authenticator
 * with resident keys and user verification, as Touch ID or Windows Hello would be.
 */
export class VirtualAuthenticator {
  private constructor(
    private readonly cdp: CDPSession,
    readonly authenticatorId: string,
  ) {}

  static async attach(page: Page): Promise<VirtualAuthenticator> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return new VirtualAuthenticator(cdp, authenticatorId);
  }

  async credentials(): Promise<VirtualCredential[]> {
    const { credentials } = await this.cdp.send('WebAuthn.getCredentials', { authenticatorId: this.authenticatorId });
    return credentials as VirtualCredential[];
  }

  async removeCredential(credentialId: string): Promise<void> {
    await this.cdp.send('WebAuthn.removeCredential', { authenticatorId: this.authenticatorId, credentialId });
  }

  /** Puts a credential (as `credentials()` gave it) back on the authenticator. */
  async addCredential(credential: VirtualCredential): Promise<void> {
    await this.cdp.send('WebAuthn.addCredential', { authenticatorId: this.authenticatorId, credential });
  }

  /** With presence simulation off, a ceremony waits as if the person never touched the sensor. */
  async setAutomaticPresence(enabled: boolean): Promise<void> {
    await this.cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId: this.authenticatorId, enabled });
  }
}

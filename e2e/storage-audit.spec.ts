import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockIdpPage } from './models/mock-idp-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

/**
 * Issue 9, storage audit: after each flow, everything the kit (and the demo around it) keeps in
 * the browser — localStorage, sessionStorage, every IndexedDB database, store and record, and
 * cookies — is listed (attached to the test as `storage-after-<flow>.json`) and checked: keys only
 * as non-extractable CryptoKeys, no private key bytes or JWKs with `d`, no verification tokens,
 * no one-time codes, no credential bundles, nothing of an OAuth login in progress.
 *
 * One kind of 32 random bytes is kept on purpose: the WebAuthn user handles of the passkeys made
 * or used here (`loginkit:passkey-user-handles`, for the Signals API). They are public ids the
 * authenticator returns with every assertion, not keys; the audit allows them there only, and only
 * when they are the handles of passkeys the (virtual) authenticator holds.
 */

/** A stored value as the audit reports it: CryptoKeys and bytes described, everything else as is. */
type Described = string | number | boolean | null | Described[] | { [key: string]: Described };

interface StorageInventory {
  localStorage: { key: string; value: string | null }[];
  sessionStorage: { key: string; value: string | null }[];
  indexedDB: { database: string; version: number; store: string; key: Described; value: Described }[];
  cookies: { name: string; value: string; domain: string; httpOnly: boolean }[];
}

async function inventory(page: Page): Promise<StorageInventory> {
  const inPage = await page.evaluate(async () => {
    const describe = (value: unknown, depth = 0): Described => {
      if (depth > 8) return '[deep]';
      if (value instanceof CryptoKey) {
        const algorithm = value.algorithm as { name: string; namedCurve?: string };
        return { $cryptoKey: { type: value.type, extractable: value.extractable, algorithm: algorithm.name, namedCurve: algorithm.namedCurve ?? null, usages: [...value.usages] } };
      }
      if (value instanceof ArrayBuffer) return { $bytes: value.byteLength };
      if (ArrayBuffer.isView(value)) return { $bytes: value.byteLength };
      if (Array.isArray(value)) return value.map((item) => describe(item, depth + 1));
      if (value instanceof Date) return value.toISOString();
      if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, describe(item, depth + 1)]));
      if (typeof value === 'bigint' || typeof value === 'undefined' || typeof value === 'function' || typeof value === 'symbol') return String(value);
      return value as string | number | boolean | null;
    };
    const storage = (area: Storage) => Array.from({ length: area.length }, (_, index) => area.key(index) ?? '').map((key) => ({ key, value: area.getItem(key) }));
    const records: StorageInventory['indexedDB'] = [];
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [keys, values] = await new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
          const objectStore = db.transaction(store, 'readonly').objectStore(store);
          const keysRequest = objectStore.getAllKeys();
          const valuesRequest = objectStore.getAll();
          valuesRequest.onsuccess = () => resolve([keysRequest.result, valuesRequest.result]);
          valuesRequest.onerror = () => reject(valuesRequest.error);
        });
        values.forEach((value, index) => records.push({ database: db.name, version: db.version, store, key: describe(keys[index]), value: describe(value) }));
      }
      db.close();
    }
    return { localStorage: storage(localStorage), sessionStorage: storage(sessionStorage), indexedDB: records };
  });
  const cookies = (await page.context().cookies()).map(({ name, value, domain, httpOnly }) => ({ name, value, domain, httpOnly }));
  return { ...inPage, cookies };
}

/** Every string in the inventory (stored text is parsed when it is JSON), with where it was found. */
function strings(value: unknown, at: string, out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (typeof value === 'string') {
    out.push({ at, text: value });
    if (/^[[{]/.test(value)) {
      try {
        strings(JSON.parse(value) as unknown, `${at} (JSON)`, out);
      } catch {
        // Not JSON: the text itself was checked.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${at}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) for (const [name, item] of Object.entries(value)) strings(item, `${at}.${name}`, out);
  return out;
}

function objects(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      objects(JSON.parse(value) as unknown, out);
    } catch {
      // Not JSON.
    }
  } else if (Array.isArray(value)) value.forEach((item) => objects(item, out));
  else if (typeof value === 'object' && value !== null) {
    out.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objects(item, out);
  }
  return out;
}

function jwtPayload(text: string): Record<string, unknown> | undefined {
  const parts = text.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1] ?? '')) return undefined;
  try {
    return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

interface AuditOptions {
  /** One-time codes the flow used: none may be stored anywhere. */
  codes?: readonly string[];
  /** The user handles (base64url) of the authenticator's passkeys: allowed in the passkey user-handle store. */
  userHandles?: readonly string[];
}

const userHandleKey = 'loginkit:passkey-user-handles';
const returningContactsKey = 'loginkit:returning-contacts';

/**
 * The places of the returning-contact digests (SHA-256 hex of the scope, channel and contact: 64 hex
 * characters, the form of a private key), each checked to sit in a JSON list of at most 8 digests.
 */
function returningContactPlaces(found: StorageInventory, flow: string): Set<string> {
  const places = new Set<string>();
  found.localStorage.forEach(({ key, value }, index) => {
    if (key !== returningContactsKey || value === null) return;
    const stored = JSON.parse(value) as unknown;
    expect(Array.isArray(stored), `${flow}: ${returningContactsKey} is a list`).toBe(true);
    const digests = stored as unknown[];
    expect(digests.length, `${flow}: ${returningContactsKey} holds at most 8 digests`).toBeLessThanOrEqual(8);
    digests.forEach((digest, digestIndex) => {
      expect(typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest), `${flow}: ${returningContactsKey}[${digestIndex}] is a SHA-256 hex digest`).toBe(true);
      places.add(`storage.localStorage[${index}].value (JSON)[${digestIndex}]`);
    });
  });
  return places;
}

/** The returning-contact digests stored (none when the key is absent). */
const returningContacts = (found: StorageInventory): unknown[] => JSON.parse(found.localStorage.find((item) => item.key === returningContactsKey)?.value ?? '[]') as unknown[];

/** The places (as `strings` names them) of the user-handle store's handles, each checked to be one of `allowed`. */
function userHandlePlaces(found: StorageInventory, flow: string, allowed: readonly string[]): Set<string> {
  const places = new Set<string>();
  found.localStorage.forEach(({ key, value }, index) => {
    if (key !== userHandleKey || value === null) return;
    const stored = JSON.parse(value) as { version: number; users: { userId: string; handles: string[] }[] };
    expect(Object.keys(stored).sort(), `${flow}: ${userHandleKey}`).toEqual(['users', 'version']);
    stored.users.forEach((user, userIndex) => {
      expect(Object.keys(user).sort(), `${flow}: ${userHandleKey} users[${userIndex}]`).toEqual(['handles', 'userId']);
      user.handles.forEach((handle, handleIndex) => {
        expect(allowed, `${flow}: ${userHandleKey} holds a handle of no passkey on the authenticator`).toContain(handle);
        places.add(`storage.localStorage[${index}].value (JSON).users[${userIndex}].handles[${handleIndex}]`);
      });
    });
  });
  return places;
}

/** Attaches the inventory and checks it; returns it for flow-specific checks. */
async function audit(page: Page, testInfo: TestInfo, flow: string, options: AuditOptions = {}): Promise<StorageInventory> {
  const found = await inventory(page);
  await testInfo.attach(`storage-after-${flow}.json`, { body: JSON.stringify(found, null, 2), contentType: 'application/json' });

  // Keys: only CryptoKeys, never extractable; no JWK with a private member.
  const keys = objects(found).filter((item) => '$cryptoKey' in item).map((item) => item.$cryptoKey as { type: string; extractable: boolean });
  for (const key of keys) expect(key, `${flow}: a stored CryptoKey`).toMatchObject({ extractable: false });
  for (const jwk of objects(found).filter((item) => item.kty !== undefined)) expect(jwk, `${flow}: a stored JWK`).not.toHaveProperty('d');
  // Raw key bytes: a 32-byte array is the size of a P-256 private scalar.
  for (const bytes of objects(found).filter((item) => '$bytes' in item)) expect(bytes.$bytes, `${flow}: stored bytes`).not.toBe(32);

  const handlePlaces = userHandlePlaces(found, flow, options.userHandles ?? []);
  const digestPlaces = returningContactPlaces(found, flow);
  for (const { at, text } of strings(found, 'storage')) {
    // No private key as hex (32 bytes) or base64url (43 characters) standing alone (passkey user handles and returning-contact digests aside, above).
    expect(/^(0x)?[0-9a-f]{64}$/i.test(text) && !digestPlaces.has(at), `${flow}: ${at} looks like a hex private key`).toBe(false);
    expect(/^[A-Za-z0-9_-]{43}$/.test(text) && !/^[0-9a-f]+$/i.test(text) && !handlePlaces.has(at), `${flow}: ${at} looks like a base64url private key`).toBe(false);
    // No credential bundle (base58check, 81+ bytes: well over 100 characters of the base58 alphabet).
    expect(/^[1-9A-HJ-NP-Za-km-z]{100,}$/.test(text) && !/^[0-9a-f]+$/i.test(text), `${flow}: ${at} looks like a credential bundle`).toBe(false);
    // No verification token (a JWT with verification_type), no OTP material.
    expect(jwtPayload(text)?.verification_type, `${flow}: ${at} is a verification token`).toBeUndefined();
    expect(/otp_?code|encryptedOtpBundle|verificationToken/i.test(text), `${flow}: ${at} names OTP material`).toBe(false);
    for (const code of options.codes ?? []) expect(text === code || text.includes(`"${code}"`), `${flow}: ${at} holds the one-time code`).toBe(false);
  }
  for (const item of objects(found)) {
    for (const name of Object.keys(item)) expect(/^(otp_?code|verificationToken|credentialBundle|privateKey(Hex)?|codeVerifier)$/i.test(name) && typeof item[name] === 'string', `${flow}: a stored member ${name}`).toBe(false);
  }
  // Cookies: the kit sets none.
  expect(found.cookies, `${flow}: cookies`).toEqual([]);
  return found;
}

const sessionKeys = (found: StorageInventory) => found.indexedDB.filter((record) => JSON.stringify(record.value).includes('$cryptoKey'));

test.describe('what the kit leaves in the browser (storage audit)', () => {
  test('email one-time code: login, then logout', async ({ page, request }, testInfo) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('audit');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    const code = await relay.latestCode(email);
    await demo.enterCode(code);
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
    const loggedIn = await audit(page, testInfo, 'otp-login', { codes: [code] });
    expect(sessionKeys(loggedIn).length).toBeGreaterThan(0);
    // This browser remembers that the contact has an account: one digest, never the address.
    expect(returningContacts(loggedIn)).toHaveLength(1);

    await demo.logout();
    const loggedOut = await audit(page, testInfo, 'otp-logout', { codes: [code] });
    expect(sessionKeys(loggedOut)).toEqual([]);
    expect(JSON.stringify(loggedOut)).not.toContain(email);
    expect(returningContacts(loggedOut), 'the returning-contact digest survives logout').toEqual(returningContacts(loggedIn));
  });

  test('passkey: signup, logout, login', async ({ page }, testInfo) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);
    // CDP gives user handles in standard base64; the kit keeps them as base64url.
    const userHandles = async () => (await authenticator.credentials()).map((credential) => (credential.userHandle ?? '').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));

    await demo.goto();
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await demo.dialog.getByRole('textbox').fill(`Audit ${Date.now().toString(36)}`);
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await demo.finishLogin('new');
    await demo.expectPasskeySession();
    const signedUp = await audit(page, testInfo, 'passkey-signup', { userHandles: await userHandles() });
    expect(sessionKeys(signedUp).length).toBeGreaterThan(0);
    // The signup's passkey handle is kept for the Signals API.
    expect(signedUp.localStorage.find((item) => item.key === userHandleKey)?.value).toContain((await userHandles())[0]);

    await demo.logout();
    expect(sessionKeys(await audit(page, testInfo, 'passkey-logout', { userHandles: await userHandles() }))).toEqual([]);

    // The modal offers the passkey in the email field's autofill, which the virtual authenticator answers at once.
    await demo.openLogin();
    await demo.finishLogin('returning');
    await demo.expectPasskeySession();
    expect(sessionKeys(await audit(page, testInfo, 'passkey-login', { userHandles: await userHandles() })).length).toBeGreaterThan(0);
  });

  test('social login (Google, by popup), then logout', async ({ page }, testInfo) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    const popup = page.waitForEvent('popup');
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const idp = new MockIdpPage(await popup);
    await idp.expectProvider(/Google/);
    await idp.choose('Evelyn Boyd Granville');
    await demo.finishLogin('new');
    await demo.expectLoggedIn('evelyn@example.com');
    const loggedIn = await audit(page, testInfo, 'social-login');
    expect(sessionKeys(loggedIn).length).toBeGreaterThan(0);
    // Nothing of the login in progress (state, PKCE verifier, nonce) outlives it.
    expect(loggedIn.sessionStorage.filter((item) => item.key.startsWith('loginkit'))).toEqual([]);

    await demo.logout();
    expect(sessionKeys(await audit(page, testInfo, 'social-logout'))).toEqual([]);
  });
});

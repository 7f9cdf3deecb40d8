import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { encryptExportBundle } from '../crypto/export-bundle';
import { signingKeyFromPrivateKey } from '../crypto/p256-private-key';
import { productionTrustedKeys } from '../crypto/trusted-keys';
import { fromHex, toHex } from '../encoding/hex';
import { createKeyStore } from '../storage/key-store';
import type { Activity } from '../transport/activity';
import type { ActivityOutcome, ApiClient, SubmitOperation, SubmitOptions } from '../transport/api-client';
import { createAccountApi } from './account-api';
import type { MfaChallenge, MfaRequiredHandler } from './account-types';

const NOW = 1_767_225_600_000;
const { signer } = interop.keys;
const exported = new Uint8Array(fromHex('7f2fa136858eda16943314e844a12a364f9212a1e5501631c2fd56280a5d5d5a'));
const status = { mfaPolicyId: 'mfa-1', userId: 'user-ada', satisfied: false, satisfiedMethods: [], requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }] };

const held = (operation: SubmitOperation, state = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', result: Record<string, unknown> = {}): Activity => ({
  id: 'activity-1',
  organizationId: 'org-ada',
  status: state,
  type: operation.type,
  intent: {},
  result,
  votes: [],
  fingerprint: 'sha256:ab',
  canApprove: true,
  canReject: true,
});

/** An account API whose every submit is held by MFA; `sent` keeps the export's target key. */
async function setup(onMfaRequired?: MfaRequiredHandler) {
  const keys = createKeyStore({ indexedDB: new IDBFactory(), onWarning: () => undefined });
  const key = await keys.createSessionKey();
  const sent: { targetPublicKey?: string; operation?: SubmitOperation } = {};
  const api: ApiClient = {
    submit: async <Result,>(operation: SubmitOperation, _organizationId: string, parameters: Record<string, unknown>, _options: SubmitOptions) => {
      sent.operation = operation;
      if (typeof parameters.targetPublicKey === 'string') sent.targetPublicKey = parameters.targetPublicKey;
      return { status: 'mfaRequired', activity: held(operation), fingerprint: 'sha256:ab', mfaStatuses: [status] } as ActivityOutcome<Result>;
    },
    query: async () => ({}) as never,
  };
  const account = createAccountApi({
    api,
    keys,
    currentSession: () => ({ publicKey: toHex(key.publicKey), organizationId: 'org-ada', userId: 'user-ada', sessionType: 'SESSION_TYPE_READ_WRITE', expiresAt: NOW + 60_000, createdAt: NOW, method: 'otp_email' }),
    trustedKeys: { ...productionTrustedKeys, signer: signer.publicKeyUncompressed },
    now: () => NOW,
    mfaHandler: () => onMfaRequired,
  });
  /** The activity as the service answers it once it ran: the export bundle sealed to the target key of the submit. */
  const ran = async (): Promise<Activity> =>
    held(sent.operation!, 'ACTIVITY_STATUS_COMPLETED', {
      exportPrivateKeyResult: { privateKeyId: 'key-1', exportBundle: await encryptExportBundle(exported, fromHex(sent.targetPublicKey!), 'org-ada', signingKeyFromPrivateKey(fromHex(signer.privateKey))) },
    });
  return { account, ran };
}

describe('account API: an activity held by MFA', () => {
  it('without a handler: the mfaRequired challenge, with the operation and the statuses', async () => {
    const { account } = await setup();
    const outcome = await account.exportPrivateKey({ privateKeyId: 'key-1' });
    expect(outcome).toMatchObject({
      status: 'mfaRequired',
      fingerprint: 'sha256:ab',
      mfaStatuses: [status],
      operation: { path: 'export_private_key', type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', resultMember: 'exportPrivateKeyResult' },
    });
  });

  it('readResult reads the completed activity as the call would: the export verified and decrypted with the key this call made', async () => {
    const { account, ran } = await setup();
    const challenge = (await account.exportPrivateKey({ privateKeyId: 'key-1' })) as MfaChallenge<{ privateKeyId: string; privateKey: Uint8Array }>;
    const result = await challenge.readResult(await ran());
    expect(result.privateKeyId).toBe('key-1');
    expect(toHex(result.privateKey)).toBe(toHex(exported));
  });

  it('readResult refuses another activity (invalid_input) and one not completed (failed_precondition)', async () => {
    const { account, ran } = await setup();
    const challenge = (await account.exportPrivateKey({ privateKeyId: 'key-1' })) as MfaChallenge;
    await expect(challenge.readResult({ ...(await ran()), id: 'activity-2' })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'activity' } });
    await expect(challenge.readResult(challenge.activity)).rejects.toMatchObject({ code: 'failed_precondition' });
  });

  it('with a handler: the call resolves with what it resolves with (the result it read, as is)', async () => {
    let ran: () => Promise<Activity> = async () => {
      throw new Error('not yet');
    };
    const handler = vi.fn<MfaRequiredHandler>(async (challenge) => {
      const activity = await ran();
      return { status: 'completed', activity, result: await challenge.readResult(activity) };
    });
    const made = await setup(handler);
    ran = made.ran;
    const outcome = await made.account.exportPrivateKey({ privateKeyId: 'key-1' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 'mfaRequired', fingerprint: 'sha256:ab' }));
    if (outcome.status !== 'completed') throw new Error(outcome.status);
    expect(toHex(outcome.result.privateKey)).toBe(toHex(exported));
  });

  it('a handler that leaves it waiting returns the challenge; one that fails fails the call; one that answers nonsense is invalid_input naming onMfaRequired', async () => {
    expect(await (await setup(async (challenge) => challenge)).account.updateUser({ userName: 'Ada' })).toMatchObject({ status: 'mfaRequired' });
    await expect((await setup(async () => Promise.reject(new Error('closed')))).account.updateUser({ userName: 'Ada' })).rejects.toThrow('closed');
    await expect((await setup(async () => ({}) as never)).account.updateUser({ userName: 'Ada' })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'onMfaRequired' } });
  });
});

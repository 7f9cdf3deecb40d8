import { describe, expect, it } from 'vitest';
import type { WalletKitConfigResponse } from '../transport/relay-types';
import { toKitConfig } from './wallet-kit-config';

const clientIds = { google: 'g-id', apple: 'a-id', x: 'x-id', discord: 'd-id' };

function response(overrides: Partial<WalletKitConfigResponse> = {}): WalletKitConfigResponse {
  return { enabledProviders: ['email', 'sms', 'passkey', 'google'], organizationId: 'org-1', oauthClientIds: clientIds, ...overrides };
}

describe('toKitConfig: the login methods and their order (spec section 5, "each auth method")', () => {
  it('orders the methods by where the server first names each one in enabledProviders', () => {
    expect(toKitConfig(response()).config.methodOrder).toEqual(['code', 'passkey', 'social']);
    expect(toKitConfig(response({ enabledProviders: ['google', 'passkey', 'sms', 'email'] })).config.methodOrder).toEqual(['social', 'passkey', 'code']);
    expect(toKitConfig(response({ enabledProviders: ['passkey', 'discord', 'email', 'x'] })).config.methodOrder).toEqual(['passkey', 'social', 'code']);
  });

  it('shows external wallets where the server names "wallet", unless showWallet is false', () => {
    expect(toKitConfig(response({ enabledProviders: ['wallet', 'facebook', 'email'] })).config.methodOrder).toEqual(['wallet', 'code']);
    expect(toKitConfig(response({ enabledProviders: ['email', 'wallet'] })).config.showWallet).toBe(true);
    const hidden = toKitConfig(response({ enabledProviders: ['email', 'wallet'], showWallet: false })).config;
    expect(hidden.methodOrder).toEqual(['code']);
    expect(hidden.showWallet).toBe(false);
    const narrowed = toKitConfig(response({ enabledProviders: ['email', 'wallet'] }), { methods: ['code'] }).config;
    expect(narrowed.showWallet).toBe(false);
  });

  it('leaves out methods with nothing to show: facebook, a hidden passkey, providers without client ids', () => {
    expect(toKitConfig(response({ enabledProviders: ['facebook', 'email'] })).config.methodOrder).toEqual(['code']);
    expect(toKitConfig(response({ showPasskey: false })).config.methodOrder).toEqual(['code', 'social']);
    expect(toKitConfig(response({ oauthClientIds: {} })).config.methodOrder).toEqual(['code', 'passkey']);
  });

  it('lets the local methods option narrow and reorder, and hides what it leaves out', () => {
    const { config, differences } = toKitConfig(response(), { methods: ['social', 'code'] });
    expect(config.methodOrder).toEqual(['social', 'code']);
    expect(config.showPasskey).toBe(false);
    expect(config.otpChannels).toEqual(['email', 'sms']);
    expect(differences).toEqual([]);
    const onlyPasskey = toKitConfig(response(), { methods: ['passkey'] }).config;
    expect(onlyPasskey).toMatchObject({ methodOrder: ['passkey'], otpChannels: [], oauthProviders: [], showPasskey: true });
  });

  it('drops a local method the server does not offer and lists it', () => {
    const { config, differences } = toKitConfig(response({ enabledProviders: ['email'] }), { methods: ['passkey', 'code'] });
    expect(config.methodOrder).toEqual(['code']);
    expect(differences).toEqual(['methods: "passkey" is not offered by the relay configuration and is not shown']);
  });

  it('lets the local oauthProviders option narrow and reorder the social providers, listing the ones the server does not offer', () => {
    const server = response({ enabledProviders: ['email', 'google', 'apple', 'x'] });
    expect(toKitConfig(server, { oauthProviders: ['x', 'google'] })).toMatchObject({ config: { oauthProviders: ['x', 'google'] }, differences: [] });
    const { config, differences } = toKitConfig(server, { oauthProviders: ['discord', 'apple'] });
    expect(config.oauthProviders).toEqual(['apple']);
    expect(differences).toEqual(['oauthProviders: "discord" is not offered by the relay configuration and is not shown']);
  });

  it('hides the social method when the local providers leave none', () => {
    const { config } = toKitConfig(response({ enabledProviders: ['email', 'google'] }), { oauthProviders: ['apple'] });
    expect(config.oauthProviders).toEqual([]);
    expect(config.methodOrder).toEqual(['code']);
  });
});

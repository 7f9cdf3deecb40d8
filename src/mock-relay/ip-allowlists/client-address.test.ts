import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from './client-address';

describe('the client address IP allowlists check', () => {
  it('is the connection address; X-Forwarded-For is ignored unless the proxy is trusted', () => {
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: '203.0.113.7', trustProxy: false })).toBe('127.0.0.1');
    expect(resolveClientAddress({ connectionAddress: undefined, forwardedFor: '203.0.113.7', trustProxy: false })).toBeNull();
  });

  it("with a trusted proxy, is X-Forwarded-For's last entry (what the nearest proxy saw), without brackets or port", () => {
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: '198.51.100.9, 203.0.113.7', trustProxy: true })).toBe('203.0.113.7');
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: '203.0.113.7:5555', trustProxy: true })).toBe('203.0.113.7');
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: '[2001:db8::1]:443', trustProxy: true })).toBe('2001:db8::1');
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: ' , ', trustProxy: true })).toBe('127.0.0.1');
    expect(resolveClientAddress({ connectionAddress: '127.0.0.1', forwardedFor: null, trustProxy: true })).toBe('127.0.0.1');
  });
});

import { invalidInput } from '../errors';
import type { WalletConnector } from './wallet-types';

/** The `walletConnectors` option, checked at the boundary: each a connector with a unique id (errors name `walletConnectors[i].<member>`). */
export function checkWalletConnectors(value: unknown, field = 'walletConnectors'): readonly WalletConnector[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of WalletConnector objects');
  const ids = new Set<string>();
  value.forEach((connector: unknown, index) => {
    const path = `${field}[${index}]`;
    if (typeof connector !== 'object' || connector === null) throw invalidInput(path, 'must be a WalletConnector object');
    const { id, name, chain, source, connect, signMessage } = connector as Record<string, unknown>;
    if (typeof id !== 'string' || id.trim() === '') throw invalidInput(`${path}.id`, 'must be a non-empty string');
    if (ids.has(id)) throw invalidInput(`${path}.id`, `repeats "${id}": ids must be unique`);
    ids.add(id);
    if (typeof name !== 'string' || name.trim() === '') throw invalidInput(`${path}.name`, 'must be a non-empty string');
    if (chain !== 'ethereum' && chain !== 'solana') throw invalidInput(`${path}.chain`, 'must be "ethereum" or "solana"');
    if (typeof source !== 'string' || source.trim() === '') throw invalidInput(`${path}.source`, 'must name where the wallet comes from (e.g. "walletconnect")');
    if (typeof connect !== 'function') throw invalidInput(`${path}.connect`, 'must be a function');
    if (typeof signMessage !== 'function') throw invalidInput(`${path}.signMessage`, 'must be a function');
  });
  return value as readonly WalletConnector[];
}

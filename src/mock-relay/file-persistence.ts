/**
 * State persistence to a JSON file (Node only): read once at start, written before every
 * acknowledged write, atomically (a temporary file in the same folder, then rename).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LoginKitError } from '../core/errors';
import type { StorePersistence } from './store';
import { parseStoredState, type StoredState } from './stored-state';

function fileError(path: string, problem: string, cause?: unknown): LoginKitError {
  return new LoginKitError('invalid_input', `${path}: ${problem}`, {
    ...(cause === undefined ? {} : { cause }),
    details: { field: 'data', file: path },
  });
}

export function createFilePersistence(path: string): StorePersistence {
  return {
    load(): StoredState | undefined {
      if (!existsSync(path)) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw fileError(path, 'is not a JSON state file', error);
      }
      try {
        return parseStoredState(parsed);
      } catch (error) {
        throw fileError(path, error instanceof Error ? error.message : 'is not a mock relay state file', error);
      }
    },
    save(state: StoredState): void {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      try {
        writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
        renameSync(temporary, path);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
    },
  };
}

/**
 * State persistence to a JSON file (Node only): read once at start, written before every
 * acknowledged write, atomically and durably: a temporary file in the same folder, flushed to
 * disk (fsync), renamed over the state file, then the folder flushed so the rename itself
 * survives a crash. A process killed at any point leaves the previous or the new state file,
 * never a partial one (test/load/durability.test.ts SIGKILLs the CLI mid-write).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { LoginKitError } from '../core/errors';
import type { StorePersistence } from './store';
import { parseStoredState, type StoredState } from './stored-state';

function fileError(path: string, problem: string, cause?: unknown): LoginKitError {
  return new LoginKitError('invalid_input', `${path}: ${problem}`, {
    ...(cause === undefined ? {} : { cause }),
    details: { field: 'data', file: path },
  });
}

/** Writes `text` to a new file and flushes it to disk before returning. */
function writeDurably(file: string, text: string): void {
  const descriptor = openSync(file, 'wx', 0o600);
  try {
    writeSync(descriptor, text, null, 'utf8');
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Flushes a folder's entries (the rename); some platforms and file systems cannot, which is fine. */
function syncFolder(folder: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(folder, 'r');
    fsyncSync(descriptor);
  } catch {
    // Windows cannot open a folder for fsync; the rename is still atomic there.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** Temporary files of saves that a killed process never renamed. */
function removeLeftovers(path: string): void {
  const folder = dirname(path);
  if (!existsSync(folder)) return;
  const prefix = `${basename(path)}.`;
  for (const name of readdirSync(folder)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(folder, name), { force: true });
  }
}

export function createFilePersistence(path: string): StorePersistence {
  let saves = 0;
  return {
    load(): StoredState | undefined {
      removeLeftovers(path);
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
      const folder = dirname(path);
      mkdirSync(folder, { recursive: true });
      saves += 1;
      const temporary = `${path}.${process.pid}.${Date.now()}.${saves}.tmp`;
      try {
        writeDurably(temporary, `${JSON.stringify(state, null, 2)}\n`);
        renameSync(temporary, path);
        syncFolder(folder);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
    },
  };
}

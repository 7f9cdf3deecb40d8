import type { ChildProcess } from 'node:child_process';

/** Resolves when `url` answers (any HTTP status); rejects when `child` exits first or after `timeoutMs`. */
export function untilAnswers(child: ChildProcess, url: string, options: { name: string; timeoutMs: number; stderr?: () => string; intervalMs?: number }): Promise<void>;

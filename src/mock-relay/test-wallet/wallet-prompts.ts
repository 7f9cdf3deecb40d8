import { checkApproval } from './test-wallet-options';
import { userRejected, type ProviderRpcError } from './provider-rpc-error';
import type { TestWalletApproval, TestWalletPrompt, TestWalletRequest } from './test-wallet-types';

/** The wallet's prompts: what a person would confirm, settled by the approval mode or by the test. */
export interface WalletPrompts {
  approval: TestWalletApproval;
  rejectNext(): void;
  /** Opens a prompt; resolves when it is approved, rejects with 4001 when it is rejected. */
  open(prompt: Omit<TestWalletPrompt, 'id'>): Promise<void>;
  pending(): TestWalletPrompt[];
  approve(id?: number): void;
  reject(id?: number): void;
  waitForPrompt(): Promise<TestWalletPrompt>;
  requests(): TestWalletRequest[];
  /** Ends every open prompt with `error` (uninstall). */
  cancelAll(error: ProviderRpcError): void;
}

interface OpenPrompt {
  request: TestWalletRequest;
  resolve(): void;
  reject(error: ProviderRpcError): void;
}

const copy = ({ outcome: _outcome, ...prompt }: TestWalletRequest): TestWalletPrompt => ({ ...prompt });

export function createWalletPrompts(initial: TestWalletApproval): WalletPrompts {
  let approval = initial;
  let rejectNext = false;
  let nextId = 1;
  const log: TestWalletRequest[] = [];
  const open: OpenPrompt[] = [];
  let waiters: ((prompt: TestWalletPrompt) => void)[] = [];

  const take = (id: number | undefined, verb: string): OpenPrompt => {
    const index = id === undefined ? 0 : open.findIndex((entry) => entry.request.id === id);
    const entry = open[index];
    if (index < 0 || entry === undefined) {
      throw new Error(id === undefined ? `test wallet: no open prompt to ${verb}` : `test wallet: no open prompt with id ${id} to ${verb} (open: ${open.map((item) => item.request.id).join(', ') || 'none'})`);
    }
    open.splice(index, 1);
    return entry;
  };

  return {
    get approval() {
      return approval;
    },
    set approval(mode) {
      approval = checkApproval(mode, 'approval');
    },
    rejectNext() {
      rejectNext = true;
    },
    open(prompt) {
      const request: TestWalletRequest = { id: nextId++, ...prompt, outcome: 'pending' };
      log.push(request);
      const mode = rejectNext ? 'reject' : approval;
      rejectNext = false;
      if (mode === 'approve') {
        request.outcome = 'approved';
        return Promise.resolve();
      }
      if (mode === 'reject') {
        request.outcome = 'rejected';
        return Promise.reject(userRejected());
      }
      return new Promise<void>((resolve, reject) => {
        open.push({ request, resolve, reject });
        const ready = waiters;
        waiters = [];
        for (const waiter of ready) waiter(copy(request));
      });
    },
    pending: () => open.map((entry) => copy(entry.request)),
    approve(id) {
      const entry = take(id, 'approve');
      entry.request.outcome = 'approved';
      entry.resolve();
    },
    reject(id) {
      const entry = take(id, 'reject');
      entry.request.outcome = 'rejected';
      entry.reject(userRejected());
    },
    waitForPrompt() {
      const first = open[0];
      if (first) return Promise.resolve(copy(first.request));
      return new Promise((resolve) => waiters.push(resolve));
    },
    requests: () => log.map((request) => ({ ...request })),
    cancelAll(error) {
      for (const entry of open.splice(0)) {
        entry.request.outcome = 'cancelled';
        entry.reject(error);
      }
    },
  };
}

// The mock relay under load: one relay (Node HTTP server, main thread, rate limits off) and
// `concurrency` clients doing full email OTP logins in a worker thread (load-client.mjs), for
// `durationMs`. Reports logins per second, the p50/p99 latency of one whole login, the relay's
// event-loop busy time per login (on a busy machine an upper bound of what a login costs it), and
// the CPU time of the whole process per login (relay, clients and libuv's crypto threads: what a
// login costs both sides on this machine, however busy it is with other work).
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { bundleForNode } from './bundle.mjs';
import { loadRelayModule } from './relays.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function relayUnderLoad({ port, concurrency = 50, durationMs = 20000 }) {
  const clientBundle = await bundleForNode('scripts/bench/load-client.mjs', 'load-client');
  const relayModule = await loadRelayModule();
  let worker;
  const server = await relayModule.startMockRelayServer({
    port,
    config: { configId: 'load', appName: 'loginkit load bench', enabledProviders: ['email'] },
    // The OTP rate limits (per client address and contact) would refuse a load test from one address.
    rateLimits: false,
    onMail: (message) => worker?.postMessage({ contact: message.contact, code: message.code }),
  });
  try {
    // The relay's event loop (this thread) busy time per login: what one login costs the relay.
    const loopBefore = performance.eventLoopUtilization();
    const cpuBefore = process.cpuUsage();
    worker = new Worker(clientBundle, { workerData: { relayUrl: server.url, configId: 'load', tlsFetcherKey: server.relay.keys.tlsFetcher, concurrency, durationMs } });
    const result = await new Promise((resolve, reject) => {
      worker.on('message', (message) => message.done && resolve(message));
      worker.once('error', reject);
    });
    const loop = performance.eventLoopUtilization(loopBefore);
    const cpu = process.cpuUsage(cpuBefore);
    await worker.terminate();
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return {
      concurrency,
      durationMs: Math.round(result.elapsedMs),
      logins: sorted.length,
      loginsPerSecond: sorted.length / (result.elapsedMs / 1000),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      errors: result.errorCount,
      sampleErrors: result.errors,
      requestsPerLogin: 5,
      relayBusyMsPerLogin: loop.active / Math.max(1, sorted.length),
      relayEventLoopUtilization: loop.utilization,
      processCpuMsPerLogin: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
    };
  } finally {
    await server.close();
    await relayModule.close();
  }
}

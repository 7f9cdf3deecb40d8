// The slow-network bench's view of a page's network, through the Chrome DevTools Protocol: the
// throttling (latency, bandwidth, CPU), every request with its initiator and timing
// (Network.requestWillBeSent / loadingFinished / loadingFailed), and what the requests between two
// moments were: relay calls, JS chunks, and how many sequential rounds they took.

/** Issue 27's slow network: a "slow 4G" phone. */
export const slowNetworkConditions = { latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 93_750, cpuSlowdown: 4 };

/** Throttles the page of `cdp` (a CDPSession) and enables its Network domain. */
export async function throttle(cdp, conditions = slowNetworkConditions) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: conditions.downloadBytesPerSecond,
    uploadThroughput: conditions.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
}

/** Who started a request: the initiator's type and its script (the top of its stack, else its URL). */
function initiatorOf(initiator) {
  const frame = initiator?.stack?.callFrames?.[0] ?? initiator?.stack?.parent?.callFrames?.[0];
  // A dynamic import() is attributed to no script (Chromium says `about:client`).
  const url = initiator?.type === 'preflight' ? '' : frame?.url || (initiator?.url?.startsWith('about:') ? '' : initiator?.url) || '';
  return { type: initiator?.type ?? 'other', script: url.replace(/^.*\//, '') };
}

/**
 * Records every request of the page (Network must be enabled on `cdp`). Times are CDP's monotonic
 * clock, in ms; `wallOffsetMs` maps it to the wall clock (from each request's wallTime), which the
 * page's `performance.timeOrigin + performance.now()` also gives, so page marks and requests compare.
 */
export function recordRequests(cdp) {
  const requests = new Map();
  const offsets = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const previous = requests.get(event.requestId);
    // A redirect reuses the request id: the hop before it ended when the redirect was answered.
    if (previous !== undefined && previous.end === undefined) {
      previous.end = event.timestamp * 1000;
      requests.set(`${event.requestId}:redirected:${previous.start}`, previous);
    }
    if (event.wallTime !== undefined) offsets.push(event.wallTime * 1000 - event.timestamp * 1000);
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      preflight: event.type === 'Preflight' || event.initiator?.type === 'preflight',
      initiator: initiatorOf(event.initiator),
      start: event.timestamp * 1000,
      end: undefined,
      fromCache: false,
    });
  });
  const update = (id, change) => {
    const entry = requests.get(id);
    if (entry !== undefined) Object.assign(entry, change);
  };
  cdp.on('Network.requestServedFromCache', (event) => update(event.requestId, { fromCache: true }));
  cdp.on('Network.responseReceived', (event) => {
    update(event.requestId, { status: event.response.status, ...(event.response.fromDiskCache || event.response.fromPrefetchCache ? { fromCache: true } : {}) });
  });
  cdp.on('Network.loadingFinished', (event) => update(event.requestId, { end: event.timestamp * 1000, bytes: event.encodedDataLength }));
  cdp.on('Network.loadingFailed', (event) => update(event.requestId, { end: event.timestamp * 1000, failed: event.errorText }));
  const wallOffsetMs = () => {
    const sorted = [...offsets].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const inFlight = () => [...requests.values()].filter((entry) => entry.end === undefined);
  return {
    all: () => [...requests.values()],
    /** A wall-clock time in ms (the page's timeOrigin + performance.now()) on CDP's clock. */
    fromWall: (wallMs) => wallMs - wallOffsetMs(),
    /**
     * Waits until no request has been in flight for `quietMs` (a person reading or typing: what the
     * page fetched meanwhile is in). Gives up after `timeoutMs` and says so (false), never throws.
     */
    async quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const startedAt = Date.now();
      let quietSince = Date.now();
      while (Date.now() - startedAt < timeoutMs) {
        if (inFlight().length > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
}

/** A request's short name: a relay path without /v1/ (an API path without /public/v1/), a chunk's file without its hash. */
export function requestLabel(entry, relayOrigin) {
  const url = new URL(entry.url);
  const name = url.origin === relayOrigin ? url.pathname.replace(/^\/(public\/)?v1\//, '') : url.pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
  return entry.preflight ? `preflight ${name}` : name;
}

/**
 * The requests that started between `from` and `to` (CDP clock, ms): the relay calls (to the relay's
 * origin, preflights apart), the JS chunks, and the dependency depth, the longest chain of requests
 * where each starts after the one before it ended, with the requests of each round (the requests
 * whose longest chain before them has k - 1 requests form round k). A preflight runs inside its
 * request's span and a request answered from the browser's cache is no round trip: neither takes a
 * place in a chain; a request not ended by `to` ends no chain.
 */
export function waterfall(all, { from, to, relayOrigin }) {
  const entries = all
    .filter((entry) => entry.start >= from && entry.start <= to && !entry.url.startsWith('data:'))
    .sort((a, b) => a.start - b.start)
    .map((entry) => ({ ...entry, label: requestLabel(entry, relayOrigin) }));
  const isRelay = (entry) => new URL(entry.url).origin === relayOrigin;
  const isChunk = (entry) => entry.type === 'Script' || new URL(entry.url).pathname.endsWith('.js');
  const relayCalls = entries.filter((entry) => isRelay(entry) && !entry.preflight);
  const chunks = entries.filter((entry) => !isRelay(entry) && isChunk(entry));
  const trips = entries.filter((entry) => !entry.fromCache && !entry.preflight);
  const depth = trips.map(() => 1);
  for (const [index, entry] of trips.entries()) {
    for (let other = 0; other < index; other += 1) {
      const { end } = trips[other];
      if (end !== undefined && end <= entry.start) depth[index] = Math.max(depth[index], depth[other] + 1);
    }
  }
  const rounds = Array.from({ length: Math.max(0, ...depth) }, (_, round) => trips.filter((__, index) => depth[index] === round + 1).map((entry) => entry.label));
  return {
    requests: entries.length,
    relayCalls: relayCalls.map((entry) => entry.label),
    preflights: entries.filter((entry) => entry.preflight).length,
    chunks: chunks.map((entry) => `${entry.label}${entry.fromCache ? ' (cache)' : ''}`),
    depth: rounds.length,
    rounds,
    // Each request relative to `from`, for reading the waterfall (reports/bench.json).
    timeline: entries.map((entry) => ({
      request: entry.label,
      type: entry.type,
      initiator: `${entry.initiator.type}${entry.initiator.script ? ` ${entry.initiator.script.replace(/-[\w-]{8}\.js$/, '')}` : ''}`,
      startMs: Math.round(entry.start - from),
      endMs: entry.end === undefined ? null : Math.round(entry.end - from),
      ...(entry.fromCache ? { fromCache: true } : {}),
      ...(entry.failed ? { failed: entry.failed } : {}),
    })),
  };
}

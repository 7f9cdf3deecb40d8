// Formats reports/bench.json as the tables `npm run bench` prints (Markdown, so PERFORMANCE.md can quote them).

const ms = (value) => (value === undefined ? '—' : value < 1 ? `${value.toFixed(3)} ms` : `${value.toFixed(2)} ms`);
const times = (value) => (value === undefined ? '—' : `${value.toFixed(2)}×`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function cryptoTable(title, rows) {
  return `### ${title}\n\n${table(
    ['operation', 'loginkit (median)', 'Turnkey (median)', 'loginkit speed-up', 'note'],
    rows.map((row) => [row.name, ms(row.loginkitMs), ms(row.turnkeyMs), times(row.speedup), row.note ?? '']),
  )}`;
}

function requestsText(requests) {
  return Object.entries(requests)
    .map(([endpoint, count]) => `${endpoint} ${count}`)
    .join(', ');
}

/** The slow-network part (run-slow-network.mjs): one row per method and user, the requests after the trigger. */
function slowNetworkTable(slow) {
  const { conditions } = slow;
  const whole = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
  const patterns = (list, format) => list.map(format).join(' ‖ ');
  const named = (names) => `${names.length}${names.length > 0 ? `: ${names.join(', ')}` : ''}`;
  const rows = slow.rows.map((row) =>
    row.missing
      ? [row.method, row.user, `not run: ${row.missing}`, '', '', '', '', '', '', '', row.budget ?? '', '—']
      : [
          row.method,
          row.user,
          whole(row.navigationToLoginMedianMs),
          whole(row.openToFieldMedianMs),
          whole(row.sendToCodeScreenMedianMs),
          `${row.trigger}: ${whole(row.triggerToSessionMedianMs)}`,
          patterns(row.relayCalls, named),
          patterns(row.preflights, String),
          patterns(row.chunks, named),
          patterns(row.rounds, (rounds) => `${rounds.length}: ${rounds.map((round) => round.join(' + ')).join(' → ')}`),
          row.budget ?? 'none set',
          row.withinBudget === undefined ? '—' : row.withinBudget ? 'yes' : 'no',
        ],
  );
  const runs = slow.rows.find((row) => row.runs)?.runs ?? 0;
  const later = slow.rows
    .filter((row) => row.afterSession?.some((after) => after.chunks.length + after.relayCalls.length > 0))
    .map((row) => `${row.method} ${row.user}: ${patterns(row.afterSession, (after) => [...after.relayCalls, ...after.chunks].join(', '))}`);
  return `### Slow network (issue 27): ${conditions.latencyMs} ms round trip, ${(conditions.downloadBytesPerSecond * 8) / 1e6} Mbps down, ${(conditions.uploadBytesPerSecond * 8) / 1e3} kbps up, CPU ${conditions.cpuSlowdown}× slower (${runs} login(s) per row, medians)\n\n${table(
    ['method', 'user', 'navigation → "Log in"', 'open → first field', 'send → code screen', 'trigger → session', 'relay calls after the trigger', 'CORS preflights', 'JS chunks after the trigger', 'depth: rounds of requests', 'budget (issue 27)', 'within budget'],
    rows,
  )}\n\nRequests counted from the trigger to the session shown; preflights are not relay calls (Chromium's throttling does not delay them). After the session, until the network is quiet: ${later.join('; ') || 'nothing'}. Whole part: ${slow.seconds} s.`;
}

export function printReport(report) {
  const out = [];
  const { machine } = report;
  out.push(`## loginkit bench — ${report.generatedAt}${report.quick ? ' (QUICK: smoke run, figures not meaningful)' : ''}`);
  out.push(`machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; ${machine.chromium}; load average ${machine.loadAverageAtStart.join(' / ')} at start, ${machine.loadAverageAtEnd.join(' / ')} at end`);
  if (report.cryptoNode) out.push(cryptoTable('Crypto in Node (tinybench)', report.cryptoNode));
  if (report.cryptoBrowser) out.push(cryptoTable('Crypto in Chromium (tinybench in the page)', report.cryptoBrowser));
  if (report.modalOpen) {
    const rows = Object.entries(report.modalOpen).map(([name, result]) => [
      name === 'everyMethod' ? 'every method' : 'email only',
      `${ms(result.paintedMedianMs)} (p90 ${ms(result.paintedP90Ms)}, DOM ready ${ms(result.domReadyMedianMs)})`,
      `${result.fetched.atLoad.length} files, ${kb(sum(result.fetched.atLoad, 'gzip'))}`,
      `${result.fetched.onOpen.length} files, ${kb(sum(result.fetched.onOpen, 'gzip'))}: ${result.fetched.onOpen.map((file) => file.file.replace(/-[\w-]{8}\.js$/, '')).join(', ') || 'none'}`,
      String(result.configRequestsAfterReopen),
    ]);
    out.push(`### The modal in Chromium: click → first interactive screen (${report.modalOpen.everyMethod.runs} page loads each)\n\n${table(['relay configuration', 'click → screen painted (median)', 'JS at page load (gzip)', 'JS fetched on opening (prefetch, gzip)', 'config requests after close + reopen'], rows)}`);
  }
  if (report.otpLogin) {
    const minimum = report.protocolMinimum;
    const rows = Object.values(report.otpLogin).map((result) => [
      result.strict ? 'on' : 'off',
      ms(result.initMedianMs),
      ms(result.verifyMedianMs),
      ms(result.totalMedianMs),
      result.requests.map(requestsText).join(' ‖ '),
      `${result.requests.map((requests) => Object.values(requests).reduce((total, count) => total + count, 0)).join(' ‖ ')} (protocol minimum ${minimum.total})`,
    ]);
    out.push(
      `### The modal in Chromium: email OTP login of a new user (${report.otpLogin.strictMode.runs} logins each, each in a fresh browser profile)\n\n${table(
        ['StrictMode', 'submit → code screen', 'code → session', 'both (median of sums)', 'relay requests by endpoint (per login)', 'requests per login'],
        rows,
      )}`,
    );
  }
  if (report.walletLogin) {
    const { walletLogin } = report;
    const rows = Object.entries(walletLogin).flatMap(([start, chains]) =>
      Object.entries(chains).map(([chain, result]) => [
        start,
        chain === 'ethereum' ? 'Ethereum' : 'Solana',
        ms(result.clickToConnectPromptMedianMs),
        ms(result.connectToSignPromptMedianMs),
        `${ms(result.signToSuccessMedianMs)} (session ${ms(result.signToSessionMedianMs)})`,
        ms(result.clickToSuccessMedianMs),
        ms(result.entryShownMedianMs),
        ms(result.listShownMedianMs),
        requestsText(result.requests),
      ]),
    );
    const lines = [
      `### The modal in Chromium: wallet login of a new user, test wallet in manual approval (${walletLogin.cold.ethereum.runs} logins per row, each in a fresh browser profile)\n\n${table(
        ['start', 'chain', 'click → connect prompt', 'connect approved → signature prompt', 'signature approved → success screen', 'click → success (prompts answered at once)', 'open → wallet entry shown', 'entry click → wallet list shown', 'relay requests (first login)'],
        rows,
      )}`,
    ];
    const { fetched } = walletLogin.cold.ethereum;
    const files = (list) => `${list.length} files, ${kb(sum(list, 'gzip'))}: ${list.map((file) => file.file.replace(/-[\w-]{8}\.js$/, '')).join(', ') || 'none'}`;
    lines.push(`JS fetched between opening and the wallet click (gzip): ${files(fetched.onOpen)}. After the click: ${files(fetched.afterClick)}.`);
    const chunks = report.walletChunks;
    if (chunks) lines.push(chunks.missing ? `wallet chunks: ${chunks.missing}` : `wallet chunks of the full modal (\`npm run size\`, reports/size.json of ${chunks.sizeReportGeneratedAt}): ${kb(chunks.gzip)} gzip in ${chunks.chunks} chunk(s) (${kb(chunks.raw)} raw, ${kb(chunks.brotli)} brotli)`);
    out.push(lines.join('\n\n'));
  }
  if (report.slowNetwork) out.push(slowNetworkTable(report.slowNetwork));
  if (report.load) {
    const load = report.load;
    out.push(
      `### Mock relay under load (${load.concurrency} clients, full email OTP logins of new users, ${(load.durationMs / 1000).toFixed(0)} s)\n\n${table(
        ['logins/s', 'p50 login', 'p99 login', 'logins', 'errors', 'HTTP requests per login', 'relay busy time per login', 'relay event loop busy', 'CPU per login (relay + clients)'],
        [
          [
            load.loginsPerSecond.toFixed(1),
            ms(load.p50Ms),
            ms(load.p99Ms),
            String(load.logins),
            `${load.errors}${load.sampleErrors.length > 0 ? ` (${[...new Set(load.sampleErrors)].join('; ')})` : ''}`,
            String(load.requestsPerLogin),
            ms(load.relayBusyMsPerLogin),
            `${(load.relayEventLoopUtilization * 100).toFixed(0)} %`,
            ms(load.processCpuMsPerLogin),
          ],
        ],
      )}`,
    );
  }
  out.push('report: reports/bench.json');
  return out.join('\n\n');
}

#!/usr/bin/env node
// The crypto benchmark in Node: prints JSON rows (see crypto-cases.mjs) on stdout.
//   --time 1000   ms per task
import { bundleForNode } from './bundle.mjs';

const timeIndex = process.argv.indexOf('--time');
const time = timeIndex === -1 ? 1000 : Number(process.argv[timeIndex + 1]);
const bundled = await bundleForNode('scripts/bench/crypto-cases.mjs', 'crypto-node');
const { runCryptoBench } = await import(bundled);
console.log(JSON.stringify(await runCryptoBench({ time })));

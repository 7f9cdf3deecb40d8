// Runs named async functions with tinybench and returns each one's median latency in ms.
// Tasks run in interleaved rounds (A B C, A B C, ...) and the figure is the median of the rounds'
// medians, so a load spike on a shared machine hits every side of a comparison alike.
import { Bench } from 'tinybench';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** @param {[string, () => unknown][]} tasks @returns {Promise<Map<string, number>>} median ms per task */
export async function tinybenchRun(tasks, { time = 1000, rounds = 5 } = {}) {
  const perRound = new Map(tasks.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const bench = new Bench({ time: time / rounds, warmupTime: round === 0 ? 200 : 20 });
    for (const [name, fn] of tasks) bench.add(name, fn);
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}${result.error ? ` (${result.error.message})` : ''}`);
      perRound.get(task.name).push(result.latency.p50);
    }
  }
  return new Map([...perRound].map(([name, values]) => [name, median(values)]));
}

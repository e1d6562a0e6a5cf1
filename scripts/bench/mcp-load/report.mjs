// The load benchmark's figures, as a table per tool, the process kill, and memory.
import {print, saveResults} from '../lib.mjs';

// Each line printed here is kept for the part's results file (saveResults below).
const console = {log: print};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

function latencyTable(samples) {
  const tools = [...new Set(samples.map((s) => s.tool))].sort();
  console.log('  tool            calls     p50       p95       p99');
  for (const tool of tools) {
    const sorted = samples
      .filter((s) => s.tool === tool)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    console.log(
      `  ${tool.padEnd(14)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(percentile(sorted, 0.99))}`,
    );
  }
}

function countBy(list, key) {
  const counts = {};
  for (const item of list) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.entries(counts)
    .map(([name, n]) => `${name} ×${n}`)
    .join(', ');
}

/** p95 of the kept process's sessions, second by second around the kill. */
function timeline(samples, port, killedAtMs, startMs) {
  const line = [];
  for (let second = -3; second <= 8; second += 1) {
    const from = startMs + killedAtMs + second * 1000;
    const sorted = samples
      .filter((s) => s.port === port && s.at >= from && s.at < from + 1000)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    line.push(
      `${second >= 0 ? '+' : ''}${second}s ${sorted.length ? percentile(sorted, 0.95).toFixed(0) : '-'}`,
    );
  }
  return line.join(' | ');
}

function printKill(run) {
  const {samples, errors, recoveries, killed} = run;
  const startMs = Math.min(...samples.map((s) => s.at));
  const before = samples.filter((s) => s.at < startMs + killed.at);
  console.log('  before the kill only:');
  latencyTable(before);
  const errorsOf = (port) => errors.filter((e) => e.port === port);
  console.log(
    `  kill: process ${killed.port} killed at ${(killed.at / 1000).toFixed(1)} s, up again ${(killed.restartMs / 1000).toFixed(1)} s later (1 s wait + start)`,
  );
  console.log(`    its sessions saw: ${countBy(errorsOf(killed.port), (e) => e.kind) || 'nothing'}`);
  const sortedRecoveries = [...recoveries].sort((a, b) => a - b);
  console.log(
    `    ${recoveries.length} sessions started again; kill to first answer in the new session: median ${(percentile(sortedRecoveries, 0.5) / 1000).toFixed(2)} s, max ${(sortedRecoveries.at(-1) / 1000).toFixed(2)} s`,
  );
  // A session opened on the kept process while the other was down hashes back to the other once it is up.
  console.log(
    `    sessions on ${killed.kept} saw: ${countBy(errorsOf(killed.kept), (e) => e.kind) || 'no error'}`,
  );
  console.log(
    `    their p95 (ms) by second from the kill: ${timeline(samples, killed.kept, killed.at, startMs)}`,
  );
}

function printRun(title, run) {
  const {seconds, samples, errors} = run;
  console.log(title);
  console.log(
    `  throughput ${(samples.length / seconds).toFixed(0)} calls/s answered, ${samples.length} calls`,
  );
  latencyTable(samples);
  console.log(`  errors: ${errors.length ? countBy(errors, (e) => e.kind) : 'none'}`);
  if (run.killed) printKill(run);
}

export function printReport({concurrency, paced, saturated, opened, memory}) {
  console.log(
    'MCP through nginx, two processes started as the systemd unit starts them (rate limit lifted for loopback).',
  );
  printRun(
    `Paced: ${concurrency} concurrent sessions for ${paced.seconds} s, each pausing ${paced.paceMs} ms on average between calls:`,
    paced,
  );
  printRun(
    `Closed loop: ${concurrency} concurrent sessions for ${saturated.seconds} s, no pause (the machine's capacity):`,
    saturated,
  );
  const failed = Object.entries(opened.failures);
  console.log(
    `Then ${opened.count} sessions opened in ${opened.seconds.toFixed(0)} s (${failed.length ? failed.map(([m, n]) => `${m} ×${n}`).join(', ') : 'no failure'}); memory:`,
  );
  for (const {port, rss, peak} of memory) {
    console.log(
      `  process ${port}: RSS ${rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB   target <= 300 MiB`,
    );
  }
  console.log('Targets: search_docs p95 <= 50 ms at 100 paced sessions; no process over 300 MiB');
  saveResults('mcp-load');
}

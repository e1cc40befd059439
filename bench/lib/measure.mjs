// Figures of a bench run: latency percentiles, and where the machine's CPU went while the load ran.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The value at percentile `p` (0–100) of `sorted` (ascending), nearest rank. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The middle value of `values` (any order): the upper one of an even count, as every bench here takes it. */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** p50/p95/p99 in milliseconds, two decimals. */
export function latencyPercentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const ms = (p) => Number(percentile(sorted, p).toFixed(2));
  return { 'p50 ms': ms(50), 'p95 ms': ms(95), 'p99 ms': ms(99) };
}

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat; zeros elsewhere). */
function machineTicks() {
  try {
    // user nice system idle iowait irq softirq steal (guest time is already part of user)
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = fields[3] + fields[4]; // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Linux reports process CPU time in ticks of 1/100 s (USER_HZ), whatever the kernel's own tick rate. */
const TICKS_PER_SECOND = 100;

/** CPU seconds so far of each running process named `name` (as in /proc/<pid>/comm), by pid; Linux only. */
export function processCpuSeconds(name) {
  const byPid = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // the process ended while being read
    }
  }
  return byPid;
}

/** CPU seconds the processes named `name` spent between two readings, counting those alive at both only. */
export function spentBetween(before, after) {
  let seconds = 0;
  for (const [pid, used] of after) if (before.has(pid)) seconds += used - before.get(pid);
  return seconds;
}

async function redisCpuSeconds(redis) {
  const info = await redis.info('cpu');
  const field = (name) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return field('used_cpu_user') + field('used_cpu_sys');
}

/** CPU time this process (the load generator) has used so far, in seconds. */
function generatorCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Cores each part kept busy between start() and stop(): the load generator (this process), each server process,
 * Redis, the Postgres and NATS servers (the answer relay's and history's share), and the rest of the machine
 * (the kernel, and anything else running on it).
 */
export function createCpuMeter({ servers, redis }) {
  const cores = availableParallelism();
  const read = async () => ({
    generator: generatorCpuSeconds(),
    ...Object.fromEntries(
      await Promise.all(servers.map(async (server) => [server.kind, await server.cpuSeconds()])),
    ),
    redis: await redisCpuSeconds(redis),
  });
  const readServers = () => ({
    postgres: processCpuSeconds('postgres'),
    nats: processCpuSeconds('nats-server'),
  });
  let before;
  return {
    async start() {
      before = { seconds: await read(), servers: readServers(), machine: machineTicks() };
    },
    async stop(seconds) {
      const machine = machineTicks();
      const servers = readServers();
      const after = await read();
      const usage = Object.fromEntries(
        Object.entries(after).map(([part, used]) => [part, (used - before.seconds[part]) / seconds]),
      );
      for (const [part, used] of Object.entries(servers)) {
        usage[part] = spentBetween(before.servers[part], used) / seconds;
      }
      const ours = Object.values(usage).reduce((sum, value) => sum + value, 0);
      const total = machine.total - before.machine.total;
      usage.machine = total > 0 ? ((machine.busy - before.machine.busy) / total) * cores : Number.NaN;
      usage.other = Math.max(0, usage.machine - ours);
      return usage;
    },
  };
}

// How many event streams the gateway holds at once in all, from the file descriptors the process may open. Node has
// no API for RLIMIT_NOFILE; Linux shows it in /proc/self/limits (after Node raised its soft limit to the hard one at
// start-up, so the figure read is the one that binds).
import { readFileSync } from 'node:fs';

/**
 * Each stream holds two descriptors (the player's connection and the gateway's own to the service), and streams
 * may take half of the process's descriptors: the other half is the reserve for everything else (every other
 * request's two connections, the upstream pools' kept-alive ones, Redis, NATS, the web app's files).
 */
const DESCRIPTORS_PER_STREAM = 2;
const STREAMS_SHARE = 0.5;

/** Where the limit cannot be read (not Linux): a ceiling that fits the smallest limit a server is run with. */
export const CEILING_WITHOUT_KNOWN_LIMIT = 4096;

/** The soft limit on open files in the text of /proc/self/limits; undefined when it says unlimited or nothing. */
export function openFilesLimitIn(limitsText: string): number | undefined {
  const soft = Number(/^Max open files\s+(\d+)\s/m.exec(limitsText)?.[1]);
  return Number.isSafeInteger(soft) && soft > 0 ? soft : undefined;
}

/** This process's limit on open files, or undefined where it cannot be read. */
export function readOpenFilesLimit(): number | undefined {
  try {
    return openFilesLimitIn(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return undefined;
  }
}

export interface StreamCeiling {
  streams: number;
  /** Where the figure comes from, for the start-up log. */
  from: string;
}

/**
 * The ceiling: `configured` when set (EVENT_STREAM_CEILING, above 0), else from the descriptor limit, else
 * CEILING_WITHOUT_KNOWN_LIMIT.
 */
export function streamCeiling(configured: number, openFilesLimit: number | undefined): StreamCeiling {
  if (configured > 0) return { streams: configured, from: 'EVENT_STREAM_CEILING' };
  if (openFilesLimit === undefined) {
    return { streams: CEILING_WITHOUT_KNOWN_LIMIT, from: 'no descriptor limit could be read' };
  }
  return {
    streams: Math.max(1, Math.floor((openFilesLimit * STREAMS_SHARE) / DESCRIPTORS_PER_STREAM)),
    from: `half of the process's ${openFilesLimit} file descriptors, two a stream`,
  };
}

// Console output for the launcher and test runner: the launcher's own messages, and child log lines
// prefixed with the child's name. Children log pino JSON; it is shown as one compact readable line.

const colourEnabled = process.env.NO_COLOR
  ? false
  : process.env.FORCE_COLOR
    ? process.env.FORCE_COLOR !== '0'
    : Boolean(process.stdout.isTTY);

const paint = (code) => (text) => (colourEnabled ? `\x1b[${code}m${text}\x1b[0m` : String(text));

export const colour = {
  bold: paint('1'),
  dim: paint('2'),
  red: paint('31'),
  green: paint('32'),
  yellow: paint('33'),
  blue: paint('34'),
  magenta: paint('35'),
  cyan: paint('36'),
  grey: paint('90'),
  alarm: paint('1;41;97'),
};

/** The launcher's own voice, marked so it stands out from child output. */
export const say = {
  info: (message) => console.log(`${colour.cyan('▶')} ${message}`),
  ok: (message) => console.log(`${colour.green('✔')} ${message}`),
  warn: (message) => console.log(`${colour.yellow('!')} ${colour.yellow(message)}`),
  error: (message) => console.error(`${colour.red('✖')} ${colour.red(message)}`),
};

const prefixColours = [colour.cyan, colour.magenta, colour.blue, colour.yellow, colour.green];
const prefixWidth = 14;
const assignedColours = new Map();

/** `auth          │ ` in a colour that stays the same for that name for the whole run. */
export function prefixFor(name) {
  if (!assignedColours.has(name)) {
    assignedColours.set(name, prefixColours[assignedColours.size % prefixColours.length]);
  }
  return `${assignedColours.get(name)(name.padEnd(prefixWidth))}${colour.grey('│')} `;
}

const levelNames = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const levelColours = {
  trace: colour.grey,
  debug: colour.grey,
  info: colour.green,
  warn: colour.yellow,
  error: colour.red,
  fatal: colour.alarm,
};
// Fields shown in their own place in the line, or noise when reading logs on one machine.
const shownOrNoise = new Set([
  'level',
  'time',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'pid',
  'hostname',
  'v',
]);

function clockTime(time) {
  const date = time === undefined ? new Date() : new Date(time);
  return Number.isNaN(date.getTime()) ? String(time) : date.toTimeString().slice(0, 8);
}

function formatPinoRecord(record) {
  const level = levelNames[record.level] ?? String(record.level);
  const parts = [colour.grey(clockTime(record.time)), (levelColours[level] ?? String)(level.padEnd(5))];
  if (record.reqId !== undefined) parts.push(colour.grey(`[${record.reqId}]`));
  if (record.req?.method) parts.push(`${record.req.method} ${record.req.url ?? ''}`);
  if (record.res?.statusCode) parts.push(String(record.res.statusCode));
  if (typeof record.responseTime === 'number')
    parts.push(colour.grey(`${Math.round(record.responseTime)}ms`));
  if (record.msg !== undefined) parts.push(String(record.msg));
  for (const [key, value] of Object.entries(record)) {
    if (shownOrNoise.has(key) || value === null || typeof value === 'object') continue;
    parts.push(colour.grey(`${key}=${value}`));
  }
  let line = parts.join(' ');
  if (record.err) line += `\n${record.err.stack ?? `${record.err.type ?? 'Error'}: ${record.err.message}`}`;
  return line;
}

/** Pretty-prints a pino JSON line; any other line is returned unchanged. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const record = JSON.parse(line);
    if (typeof record === 'object' && record !== null && 'level' in record) return formatPinoRecord(record);
  } catch {
    // Not JSON after all: show it as it came.
  }
  return line;
}

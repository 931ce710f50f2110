// How `npm start` shows the log lines of its processes. API and worker (and the supervisor) log
// JSON lines; on a terminal they are shown as short readable lines, elsewhere (a file, a pipe,
// a log collector) or with LOG_FORMAT=json they stay JSON, one object per line.

const LEVEL_NAMES = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLOURS = { 10: 2, 20: 2, 30: 32, 40: 33, 50: 31, 60: 31 };
const NAME_COLOURS = { start: 1, db: 34, api: 36, worker: 35 };
// Shown in the fixed part of a line, or not worth repeating on each one.
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'service', 'context', 'msg', 'event', 'stack']);
const REQUEST_FIELDS = ['method', 'route', 'status', 'latency_ms', 'error_code', 'error_fields'];

/** `json` or `pretty`: LOG_FORMAT when set, otherwise pretty only on a terminal. */
export function logFormat(env, stream) {
  const format = env.LOG_FORMAT || (stream.isTTY ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') {
    throw new Error(`LOG_FORMAT must be json or pretty (got "${format}")`);
  }
  return format;
}

/** A JSON log line's object, or null for anything else (a stack trace on stderr, ...). */
export function parseLogLine(line) {
  if (!line.startsWith('{')) return null;
  try {
    const value = JSON.parse(line);
    return typeof value === 'object' && value !== null && typeof value.level === 'number'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * Writes the lines of the named processes (`start`, `db`, `api`, `worker`) to `stream`:
 * `line(name, text, fromStderr)` for what a process printed, `log(name, msg, fields, level)` for
 * the supervisor's own messages, `text(line)` for the banner's plain lines in pretty mode.
 */
export function createLogOutput({
  format,
  stream = process.stdout,
  colour = stream.isTTY && !process.env.NO_COLOR,
}) {
  const paint = (code, text) => (colour && code ? `\x1b[${code}m${text}\x1b[0m` : text);
  const write = (text) => stream.write(`${text}\n`);

  // A process's own JSON line goes out as it came; anything else becomes one.
  const show = (name, entry, raw = JSON.stringify(entry)) =>
    write(format === 'json' ? raw : prettyLine(name, entry, paint));

  return {
    format,
    line(name, text, fromStderr = false) {
      const entry = parseLogLine(text);
      if (entry) return show(name, entry, text);
      if (text.trim() === '') return;
      show(name, {
        level: fromStderr ? 50 : 30,
        time: new Date().toISOString(),
        service: `faktura-${name}`,
        msg: text,
      });
    },
    log(name, msg, fields = {}, level = 30) {
      show(name, {
        ...fields,
        level,
        time: new Date().toISOString(),
        service: `faktura-${name}`,
        msg,
      });
    },
    text(line) {
      write(paint(1, line));
    },
  };
}

/** `12:03:04 INFO  api    message  key=value ...` (UTC), with the stack of an error below it. */
function prettyLine(name, entry, paint) {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = LEVEL_NAMES[entry.level] ?? String(entry.level);
  const context =
    entry.context && entry.context !== name && entry.context !== 'Api'
      ? paint(2, `[${entry.context}] `)
      : '';
  const parts = [
    paint(2, time),
    paint(LEVEL_COLOURS[entry.level], level.padEnd(5)),
    paint(NAME_COLOURS[name], name.padEnd(6)),
    `${context}${entry.msg ?? ''}${details(entry)}`,
  ];
  const stack = entry.stack ?? entry.err?.stack;
  const lines = [parts.join(' ')];
  if (stack && entry.level >= 50) lines.push(paint(2, indent(stack)));
  return lines.join('\n');
}

/** A request line's method, route, status and time first, then every other field. */
function details(entry) {
  const words = [];
  if (typeof entry.method === 'string' && typeof entry.status === 'number') {
    words.push(`${entry.method} ${entry.route ?? '(no route)'} ${entry.status}`);
    if (entry.latency_ms !== undefined) words.push(`${entry.latency_ms}ms`);
    if (entry.error_code) words.push(entry.error_code);
    if (Array.isArray(entry.error_fields)) words.push(`[${entry.error_fields.join(', ')}]`);
  }
  const handled = words.length > 0 ? new Set(REQUEST_FIELDS) : new Set();
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN_ELSEWHERE.has(key) || handled.has(key) || value === undefined || value === null) {
      continue;
    }
    // `api started (pid 12)` says its pid already.
    if (typeof entry.msg === 'string' && entry.msg.includes(String(value))) continue;
    if (key === 'err') {
      if (value?.message && value.message !== entry.msg) words.push(`err=${value.message}`);
      continue;
    }
    words.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return words.length > 0 ? `  ${words.join(' ')}` : '';
}

const indent = (text) =>
  String(text)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

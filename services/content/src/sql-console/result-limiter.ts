// Keeps what the SQL console's connections receive small, whatever a statement returns. Postgres sends a value
// whole, and node-postgres holds a whole message before parsing it, so one 30 MB value (or `repeat('x', 1e9)`) would
// cost the service its size several times over. This sits between the socket (after TLS) and node-postgres's
// parser and cuts every long value to its first bytes, with a marker, while the rest streams past unkept.
import { type Duplex, Readable } from 'node:stream';
import pg from 'pg';

/** A value longer than this arrives cut to it (on a UTF-8 boundary), followed by the cut marker. */
export const MAX_VALUE_BYTES = 10_000;
/** What the values of one row may keep together; past it, the row's further values arrive as the marker alone. */
export const MAX_ROW_BYTES = 100_000;
/** Each field of an error or notice (a message quoting a 30 MB value, say) keeps this much. */
const MAX_MESSAGE_FIELD_BYTES = 2_000;

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTICE_RESPONSE = 0x4e; // 'N'
const COPY_DATA = 0x64; // 'd'

const cutMarker = (kept: number, total: number) => `…[cut at ${kept} of ${total} bytes]`;
const CUT_MARKER = /…\[cut at \d+ of \d+ bytes\]$/;

/** Whether a value arrived cut: it is then its first bytes as text, and no longer what its type can parse. */
export const isCutValue = (text: string) => text.endsWith(' bytes]') && CUT_MARKER.test(text);

/** Reads exact byte counts from a stream of chunks, keeping only what is asked for. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.chunks.push(next.value);
    this.buffered += next.value.length;
    return true;
  }

  private consume(count: number): Buffer {
    const first = this.chunks[0]!;
    this.buffered -= count;
    if (first.length > count) {
      this.chunks[0] = first.subarray(count);
      return first.subarray(0, count);
    }
    if (first.length === count) return this.chunks.shift()!;
    const parts: Buffer[] = [];
    let left = count;
    while (left > 0) {
      const chunk = this.chunks[0]!;
      const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
      if (part === chunk) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(left);
      parts.push(part);
      left -= part.length;
    }
    return Buffer.concat(parts);
  }

  /** Exactly `count` bytes, or undefined when the stream ends first. */
  async take(count: number): Promise<Buffer | undefined> {
    while (this.buffered < count) if (!(await this.more())) return undefined;
    return this.consume(count);
  }

  /** Passes over `count` bytes without keeping them: a chunk at a time, never joined. */
  async skip(count: number): Promise<boolean> {
    let left = count;
    while (left > 0) {
      if (this.buffered === 0 && !(await this.more())) return false;
      left -= this.consume(Math.min(left, this.chunks[0]!.length)).length;
    }
    return true;
  }

  /**
   * The bytes up to the next NUL (which is consumed too): the first `keep` of them, and how many there were.
   * Undefined when the stream ends first.
   */
  async takeUntilNul(keep: number): Promise<{ kept: Buffer; total: number } | undefined> {
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let total = 0;
    for (;;) {
      if (this.buffered === 0 && !(await this.more())) return undefined;
      const chunk = this.chunks[0]!;
      const nul = chunk.indexOf(0);
      const piece = this.consume(nul === -1 ? chunk.length : nul);
      total += piece.length;
      if (keptBytes < keep) {
        const part = piece.subarray(0, keep - keptBytes);
        kept.push(part);
        keptBytes += part.length;
      }
      if (nul !== -1) {
        this.consume(1);
        return { kept: Buffer.concat(kept), total };
      }
    }
  }

  /** `count` bytes in the pieces they arrive in. */
  async *pass(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.buffered === 0 && !(await this.more())) return;
      const piece = this.consume(Math.min(left, this.chunks[0]!.length));
      left -= piece.length;
      yield piece;
    }
  }
}

/** The longest start of `bytes` that does not end inside a UTF-8 character. */
export function utf8Prefix(bytes: Buffer): Buffer {
  // Back over up to three continuation bytes (10xxxxxx) to the last character's first byte.
  let last = bytes.length - 1;
  while (last > 0 && bytes.length - last < 4 && (bytes[last]! & 0xc0) === 0x80) last -= 1;
  if (last < 0) return bytes;
  const lead = bytes[last]!;
  const width = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return bytes.length - last < width ? bytes.subarray(0, last) : bytes;
}

const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

function message(type: number, parts: Buffer[]): Buffer[] {
  const header = Buffer.alloc(5);
  header[0] = type;
  header.writeUInt32BE(4 + parts.reduce((sum, part) => sum + part.length, 0), 1);
  return [header, ...parts];
}

/** A DataRow with every value cut to what MAX_VALUE_BYTES and MAX_ROW_BYTES leave it. */
async function dataRow(reader: ByteReader): Promise<Buffer[] | undefined> {
  const count = await reader.take(2);
  if (!count) return undefined;
  const parts = [count];
  let kept = 0;
  for (let field = count.readInt16BE(0); field > 0; field -= 1) {
    const lengthBytes = await reader.take(4);
    if (!lengthBytes) return undefined;
    const length = lengthBytes.readInt32BE(0);
    const room = Math.min(MAX_VALUE_BYTES, Math.max(0, MAX_ROW_BYTES - kept));
    if (length <= room) {
      // NULL (-1) has no bytes.
      const value = length > 0 ? await reader.take(length) : Buffer.alloc(0);
      if (!value) return undefined;
      parts.push(lengthBytes, value);
      kept += Math.max(0, length);
      continue;
    }
    const start = await reader.take(room);
    if (!start || !(await reader.skip(length - room))) return undefined;
    const prefix = utf8Prefix(start);
    const value = Buffer.concat([prefix, Buffer.from(cutMarker(prefix.length, length))]);
    parts.push(int32(value.length), value);
    kept += value.length;
  }
  return parts;
}

/** An ErrorResponse or NoticeResponse with each field cut to MAX_MESSAGE_FIELD_BYTES. */
async function fieldsMessage(reader: ByteReader, length: number): Promise<Buffer[] | undefined> {
  // Fields are short unless a message quotes a value: a small message is read whole.
  if (length <= MAX_MESSAGE_FIELD_BYTES) {
    const body = await reader.take(length);
    return body && [body];
  }
  // Each field is a code byte and its text up to a NUL; a zero code ends the message.
  const parts: Buffer[] = [];
  for (;;) {
    const code = await reader.take(1);
    if (!code) return undefined;
    parts.push(code);
    if (code[0] === 0) return parts;
    const field = await reader.takeUntilNul(MAX_MESSAGE_FIELD_BYTES);
    if (!field) return undefined;
    const prefix = utf8Prefix(field.kept);
    const text =
      field.total > field.kept.length
        ? Buffer.concat([prefix, Buffer.from(cutMarker(prefix.length, field.total))])
        : field.kept;
    parts.push(text, Buffer.from([0]));
  }
}

/** The backend's messages, long values cut; everything else passes unchanged. */
async function* limitMessages(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.take(5);
    if (!header) return;
    const type = header[0]!;
    const bodyLength = header.readUInt32BE(1) - 4;
    if (type === DATA_ROW || type === ERROR_RESPONSE || type === NOTICE_RESPONSE) {
      const parts = type === DATA_ROW ? await dataRow(reader) : await fieldsMessage(reader, bodyLength);
      if (!parts) return;
      yield Buffer.concat(message(type, parts));
    } else if (type === COPY_DATA) {
      // The console collects no COPY TO STDOUT data (ConsoleCursor): it is passed over, not kept.
      if (!(await reader.skip(bodyLength))) return;
      yield Buffer.concat(message(type, []));
    } else {
      yield header;
      yield* reader.pass(bodyLength);
    }
  }
}

type ConnectionInternals = { attachListeners(stream: Duplex): void };

/**
 * A node-postgres client whose connection parses the limited stream: `attachListeners` is where node-postgres
 * hands the socket (or, with TLS, the TLS stream over it) to its protocol parser, for every connection it makes.
 */
export class LimitedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const connection = this.connection as unknown as ConnectionInternals;
    const attach = connection.attachListeners.bind(connection);
    connection.attachListeners = (stream) => {
      const limited = Readable.from(limitMessages(stream), { objectMode: false });
      // The connection reports the socket's own errors; a failure here can only end it the same way.
      limited.on('error', (error) => stream.destroy(error));
      attach(limited as unknown as Duplex);
    };
  }
}

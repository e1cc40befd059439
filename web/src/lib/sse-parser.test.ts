import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

function parseAll(chunks: string[]) {
  const parser = new SseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('SseParser', () => {
  it('when the stream has named events, then each arrives with its name and data', () => {
    const events = parseAll([
      'event: progress\ndata: {"progress":10}\n\n',
      'event: completed\ndata: {"progress":100}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'progress', data: '{"progress":10}', lastEventId: '' },
      { event: 'completed', data: '{"progress":100}', lastEventId: '' },
    ]);
  });

  it('when an event or a line is split across chunks, then it waits for the rest', () => {
    const parser = new SseParser();
    expect(parser.push('event: prog')).toEqual([]);
    expect(parser.push('ress\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'progress', data: '{"a":1}', lastEventId: '' }]);
  });

  it('when lines end in CRLF or CR, even with the CR and LF in different chunks, then they are lines too', () => {
    expect(parseAll(['data: a\r\n\r\n', 'data: b\r\r'])).toEqual([
      { event: 'message', data: 'a', lastEventId: '' },
      { event: 'message', data: 'b', lastEventId: '' },
    ]);
    // CR at the end of one chunk, LF at the start of the next: one line break, not an empty line.
    expect(parseAll(['data: x\r', '\ndata: y\r\n\r\n'])).toEqual([
      { event: 'message', data: 'x\ny', lastEventId: '' },
    ]);
  });

  it('when an event has several data lines, then they are joined by line breaks', () => {
    expect(parseAll(['data: first\ndata:second\ndata\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n', lastEventId: '' },
    ]);
  });

  it('when the stream has comments (keep-alives), then they are no events', () => {
    expect(parseAll([': keep-alive\n\n', ':\n', 'data: ok\n\n'])).toEqual([
      { event: 'message', data: 'ok', lastEventId: '' },
    ]);
  });

  it('when an event has no data, then it is not dispatched and its name does not carry over', () => {
    expect(parseAll(['event: progress\n\n', 'data: plain\n\n'])).toEqual([
      { event: 'message', data: 'plain', lastEventId: '' },
    ]);
  });

  it('when ids are sent, then the last one is remembered; retry and unknown fields are ignored', () => {
    expect(parseAll(['id: 7\nretry: 1000\nfoo: bar\ndata: a\n\n', 'data: b\n\n'])).toEqual([
      { event: 'message', data: 'a', lastEventId: '7' },
      { event: 'message', data: 'b', lastEventId: '7' },
    ]);
  });

  it('when the stream starts with a byte order mark or the value has no space after the colon, then it still reads', () => {
    expect(parseAll(['\uFEFFevent:completed\ndata:{}\n\n'])).toEqual([
      { event: 'completed', data: '{}', lastEventId: '' },
    ]);
  });

  it('when the stream ends mid-event, then the unfinished event is not dispatched', () => {
    expect(parseAll(['data: whole\n\n', 'data: half'])).toEqual([
      { event: 'message', data: 'whole', lastEventId: '' },
    ]);
  });
});

// Server-sent events read from a fetch body (EventSource cannot send the Authorization header): the WHATWG
// "event stream interpretation", fed chunk by chunk as the text arrives.

export type ServerSentEvent = {
  /** The `event:` field; `message` when the event named none. */
  event: string;
  /** The `data:` lines, joined by line breaks. */
  data: string;
  /** The last `id:` seen on the stream so far. */
  lastEventId: string;
};

export class SseParser {
  private pending = '';
  private dataLines: string[] = [];
  private eventType = '';
  private lastEventId = '';
  private started = false;
  /** The previous chunk ended in CR: a LF starting this one belongs to the same line break. */
  private afterCarriageReturn = false;

  /** The events that `chunk` completes, in order; an unfinished line or event waits for the next chunk. */
  push(chunk: string): ServerSentEvent[] {
    let text = chunk;
    if (text === '') return [];
    if (!this.started) {
      this.started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = false;

    const buffer = this.pending + text;
    const events: ServerSentEvent[] = [];
    let lineStart = 0;
    for (let index = 0; index < buffer.length; index++) {
      const character = buffer[index];
      if (character !== '\r' && character !== '\n') continue;
      const line = buffer.slice(lineStart, index);
      if (character === '\r') {
        if (index + 1 === buffer.length) this.afterCarriageReturn = true;
        else if (buffer[index + 1] === '\n') index++;
      }
      lineStart = index + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.pending = buffer.slice(lineStart);
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\u0000')) this.lastEventId = value;
    // `retry` only matters to EventSource's own reconnection, and other fields are ignored by the standard.
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const hasData = this.dataLines.length > 0;
    const event = {
      event: this.eventType || 'message',
      data: this.dataLines.join('\n'),
      lastEventId: this.lastEventId,
    };
    this.dataLines = [];
    this.eventType = '';
    return hasData ? event : null;
  }
}

// Publishes to JetStream many messages at a time. Each goes out as a plain NATS message with a reply subject on one
// shared subscription, and JetStream's acknowledgement (its PubAck) settles it. nats.js's `js.publish` is one
// request per message, whose bookkeeping (a timer and two errors with stack traces) costs more than the message:
// for a relay moving thousands of events a second that is most of its CPU.
import {
  createInbox,
  headers,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';

export interface OutgoingMessage {
  subject: string;
  data: string;
  /** JetStream's de-duplication id (Nats-Msg-Id): a message published twice under one id is stored once. */
  msgID: string;
  /**
   * The id of the message that must be the stream's last one for this one to be stored (Nats-Expected-Last-Msg-Id):
   * messages sent together then reach the stream in order or not at all, never one past another that was lost.
   */
  expectedLastMsgID?: string;
}

/** JetStream's error code for a message whose expected last message id was not the stream's last one. */
export const WRONG_LAST_MSG_ID = 10_070;

/** JetStream answered and did not store the message; `errorCode` is JetStream's own when it gave one. */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = 'PublishRefused';
  }
}

export interface PubAck {
  stream: string;
  seq: number;
  duplicate?: boolean;
}

interface Waiting {
  resolve(ack: PubAck): void;
  reject(error: Error): void;
}

export class JetStreamPublisher {
  private readonly inbox = createInbox();
  private readonly waiting = new Map<string, Waiting>();
  private readonly subscription: Subscription;
  private sent = 0;

  constructor(
    private readonly nats: NatsConnection,
    private readonly timeoutMs = 5_000,
  ) {
    this.subscription = nats.subscribe(`${this.inbox}.*`, {
      callback: (error, msg) => {
        if (!error) this.settle(msg);
      },
    });
  }

  /** Publishes every message at once; one outcome per message, in order: its PubAck, or why it was not stored. */
  async publishAll(messages: readonly OutgoingMessage[]): Promise<PromiseSettledResult<PubAck>[]> {
    const tokens: string[] = [];
    const acks = messages.map(({ subject, data, msgID, expectedLastMsgID }) => {
      const token = String(this.sent++);
      tokens.push(token);
      const ack = new Promise<PubAck>((resolve, reject) => this.waiting.set(token, { resolve, reject }));
      const header = headers();
      header.set('Nats-Msg-Id', msgID);
      if (expectedLastMsgID) header.set('Nats-Expected-Last-Msg-Id', expectedLastMsgID);
      this.nats.publish(subject, data, { reply: `${this.inbox}.${token}`, headers: header });
      return ack;
    });
    const timer = setTimeout(() => {
      for (const token of tokens) this.fail(token, new Error('JetStream did not acknowledge in time'));
    }, this.timeoutMs);
    try {
      return await Promise.allSettled(acks);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops listening; whatever still waits for its acknowledgement fails (and may be published again). */
  close(): void {
    this.subscription.unsubscribe();
    for (const token of [...this.waiting.keys()]) this.fail(token, new Error('the publisher was closed'));
  }

  private settle(msg: Msg): void {
    const token = msg.subject.slice(this.inbox.length + 1);
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    // A status instead of a PubAck: 503 is NATS saying no stream takes the subject.
    if (msg.headers?.hasError) {
      const reason = msg.headers.code === 503 ? 'no stream takes its subject' : msg.headers.description;
      waiting.reject(new PublishRefused(`JetStream did not store the message: ${reason}`));
      return;
    }
    const answer = msg.json<PubAck & { error?: { description?: string; err_code?: number } }>();
    if (answer.error) {
      const { description, err_code: code } = answer.error;
      waiting.reject(new PublishRefused(`JetStream refused the message: ${description}`, code));
    } else waiting.resolve(answer);
  }

  private fail(token: string, error: Error): void {
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    waiting.reject(error);
  }
}

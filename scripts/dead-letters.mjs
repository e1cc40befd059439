#!/usr/bin/env node
// `npm run dead-letters`: what no consumer could handle, and sending it again once the cause is fixed (issue 14's
// dead-letter stream, `<NAMESPACE>_DEAD_LETTERS`). A replay is addressed to the consumer that failed it;
// the subject's other consumers skip it. Needs a build (it uses service-kit's dist) and the system's NATS_URL and
// EVENT_NAMESPACE (defaults: nats://127.0.0.1:4222, none).
//
// usage: npm run dead-letters -- [list]                        every dead letter, oldest first
//        npm run dead-letters -- replay --seq N [--seq M …]    those, on their original subjects
//        npm run dead-letters -- replay --all [--consumer C]   all of them (of one consumer)
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { listDeadLetters, replayDeadLetter } from '@quizdrill/service-kit';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seq: { type: 'string', multiple: true, default: [] },
    all: { type: 'boolean', default: false },
    consumer: { type: 'string' },
  },
});
const command = positionals[0] ?? 'list';
if (
  !['list', 'replay'].includes(command) ||
  (command === 'replay' && !values.all && values.seq.length === 0)
) {
  console.error('usage: npm run dead-letters -- [list] | replay (--seq N … | --all) [--consumer C]');
  process.exit(2);
}

const namespace = process.env.EVENT_NAMESPACE ?? '';
const nats = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
try {
  const letters = await listDeadLetters(nats, { namespace, consumer: values.consumer });
  if (command === 'list') {
    if (letters.length === 0) console.log('No dead letters.');
    for (const letter of letters) {
      const event = new TextDecoder().decode(letter.data.slice(0, 200));
      console.log(
        `#${letter.seq} ${letter.storedAt.toISOString()} ${letter.consumer} ${letter.subject} ` +
          `after ${letter.deliveries} deliveries: ${letter.reason}\n    ${event}`,
      );
    }
  } else {
    const wanted = new Set(values.seq.map(Number));
    const chosen = values.all ? letters : letters.filter((letter) => wanted.has(letter.seq));
    for (const seq of wanted) {
      if (!chosen.some((letter) => letter.seq === seq)) console.error(`#${seq}: no such dead letter`);
    }
    for (const letter of chosen) {
      await replayDeadLetter(nats, letter, namespace);
      console.log(`#${letter.seq} replayed on ${letter.subject}`);
    }
  }
} finally {
  await nats.close();
}

import { EventCatalog, type EventData } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { eventOf } from './nats.js';

const GROUP_ID = '0b0e6f4c-5d3a-4c1e-9a57-2f1f3c1d9e20';

describe('eventOf', () => {
  it('when the data fits the catalog, then it is the envelope an outbox writes', () => {
    const event = eventOf('users.group.deleted', { groupId: GROUP_ID, name: 'Klass 6D' }, new Date(0));

    expect(event).toEqual({
      id: expect.any(String),
      type: 'users.group.deleted',
      version: EventCatalog['users.group.deleted'].version,
      occurredAt: '1970-01-01T00:00:00.000Z',
      data: { groupId: GROUP_ID, name: 'Klass 6D' },
    });
  });

  it('when the data does not fit the catalog, then it is refused as an outbox refuses it', () => {
    const missingName = { groupId: GROUP_ID } as unknown as EventData<'users.group.deleted'>;

    expect(() => eventOf('users.group.deleted', missingName)).toThrow(/users\.group\.deleted/);
  });
});

// How often one may join (issue 39): a host's removal bars the removed guest's device from the game, and joins are
// budgeted per device and per address, with room for a school's class joining at once behind one address.
import { describe, expect, it } from 'vitest';
import { classroomWithCourse, createCourseGame, joinAs, joinCall, newDevice, newUser } from './support.js';

describe('how often one may join', () => {
  const setup = classroomWithCourse('rusning', 2, {
    // The deployed budgets, but devices enough for a thousand browsers behind one address.
    env: {
      LIVE_JOINS_PER_ADDRESS_PER_MINUTE: '300',
      LIVE_MAX_PLAYERS: '5000',
    },
  });

  const removeCall = (gameId: string, playerId: string) =>
    setup.classroom.call('DELETE', `/api/v2/live/games/${gameId}/players/${playerId}`, { as: 'educator' });

  it('when the host removes a guest, then that browser cannot join the game again under another nickname, nor signed in; another browser can', async () => {
    const game = await createCourseGame(setup);
    const trollsPhone = await newDevice(setup.classroom);
    const troll = await joinAs(setup.classroom, game.pin, 'Troll', { device: trollsPhone });
    expect((await removeCall(game.gameId, troll.playerId)).status).toBe(204);

    for (const rejoin of [
      joinCall(setup.classroom, { pin: game.pin, nickname: 'Snäll' }, { device: trollsPhone }),
      joinCall(setup.classroom, { pin: game.pin }, { as: newUser(), device: trollsPhone }),
    ]) {
      const answer = await rejoin;
      expect(answer.status).toBe(403);
      expect((await answer.json()).error).toBe('player_removed');
    }
    // Only that game: the browser joins the next one.
    const next = await createCourseGame(setup);
    expect(
      (await joinCall(setup.classroom, { pin: next.pin, nickname: 'Troll' }, { device: trollsPhone })).status,
    ).toBe(200);
    expect((await joinCall(setup.classroom, { pin: game.pin, nickname: 'Snäll' })).status).toBe(200);
  });

  it('when one browser keeps joining under new nicknames, then past ten joins it waits (429 with Retry-After)', async () => {
    const game = await createCourseGame(setup);
    const device = await newDevice(setup.classroom, { from: '192.0.2.70' });
    // One after another, as one browser joins: sent at once, a right PIN counts as a miss until its game is found
    // (join-guard.ts), so the eleventh of fifteen concurrent tries may meet the device's PIN budget first.
    const statuses: Awaited<ReturnType<typeof joinCall>>[] = [];
    for (let index = 0; index < 15; index += 1) {
      statuses.push(
        await joinCall(
          setup.classroom,
          { pin: game.pin, nickname: `Klon ${index}` },
          { from: '192.0.2.70', device },
        ),
      );
    }
    expect(statuses.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = statuses.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect((await refused[0]!.json()).error).toBe('too_many_joins');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a class of 100 joins at once behind one school address, then every pupil gets in', async () => {
    const game = await createCourseGame(setup);
    const school = '192.0.2.80';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        joinCall(setup.classroom, { pin: game.pin, nickname: `Elev ${index}` }, { from: school }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(100);
  });

  it('when 1,000 guests of one address join at once, then the address’s budget gets in, the rest wait (429 with Retry-After), and another school is not held up', async () => {
    const game = await createCourseGame(setup);
    const flood = '192.0.2.90';
    const devices = await Promise.all(
      Array.from({ length: 1000 }, () => newDevice(setup.classroom, { from: flood })),
    );
    const started = performance.now();
    const answers = await Promise.all(
      devices.map((device, index) =>
        joinCall(setup.classroom, { pin: game.pin, nickname: `Bot ${index}` }, { from: flood, device }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const joined = answers.filter((answer) => answer.status === 200).length;
    console.log(`1,000 guests of one address in ${seconds.toFixed(2)} s: ${joined} joined`);
    // 300 a minute, the bucket full to begin with: five more a second trickle in while the flood is sent.
    expect(joined).toBeGreaterThanOrEqual(300);
    expect(joined).toBeLessThanOrEqual(300 + Math.ceil(seconds * 5));
    const refused = answers.find((answer) => answer.status === 429)!;
    expect((await refused.json()).error).toBe('too_many_joins');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(
      (await joinCall(setup.classroom, { pin: game.pin, nickname: 'Annan skola' }, { from: '192.0.2.91' }))
        .status,
    ).toBe(200);
  });
});

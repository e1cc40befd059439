// Guessing PINs: wrong PINs count against the guessing device (the join page's signed cookie), the signed-in user,
// and the address; a school address full of misses is slowed, never shut, so a classmate whose device has not been
// guessing joins with the right PIN at once (issue 39).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClassroomSystem,
  createCourse,
  createGame,
  deviceCall,
  deviceCookieOf,
  joinCall,
  newDevice,
  newUser,
  startClassroomSystem,
} from './support.js';

/** A PIN no game has: tests draw PINs at random from 100001–999999, this one is never drawn. */
const UNKNOWN_PIN = '100000';
const randomPins = () => String(100_001 + Math.floor(Math.random() * 899_999));

describe('guessing PINs, with the budgets a deployment has', () => {
  let classroom: ClassroomSystem;
  let courseName: string;
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      env: { LIVE_DEVICES_PER_ADDRESS_PER_HOUR: '120', LIVE_PIN_FAILURES_PER_ADDRESS: '100' },
      deps: { newPin: randomPins },
    });
    courseName = (await createCourse(classroom, 'gissning', 2)).name;
  });
  afterAll(() => classroom.stop());

  it('when 200 wrong PINs come from one school address at once, then the guessing device waits and a classmate who opens the join page there gets in with the right PIN', async () => {
    const game = await createGame(classroom, 'educator', { courseName });
    const school = '203.0.113.39';
    const guesser = await newDevice(classroom, { from: school });

    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const answer = await joinCall(
          classroom,
          { pin: UNKNOWN_PIN, nickname: 'Gissaren' },
          { from: school, device: guesser },
        );
        return answer.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const counted = statuses.filter((status) => status === 404).length;
    console.log(
      `one device, 200 wrong PINs in ${seconds.toFixed(2)} s: ${counted} checked, ${statuses.length - counted} refused`,
    );
    expect(counted).toBe(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);

    // Without a device cookie there is no guessing at all.
    const cookieless = await joinCall(
      classroom,
      { pin: UNKNOWN_PIN, nickname: 'Skript' },
      { from: school, device: null },
    );
    expect(cookieless.status).toBe(400);
    expect((await cookieless.json()).error).toBe('device_required');

    // The guesser with the right PIN still waits; a classmate, new to the page, does not.
    expect(
      (await joinCall(classroom, { pin: game.pin, nickname: 'Gissaren' }, { from: school, device: guesser }))
        .status,
    ).toBe(429);
    const classmate = await joinCall(classroom, { pin: game.pin, nickname: 'Klasskamrat' }, { from: school });
    expect(classmate.status).toBe(200);
  });

  it('when a script guesses for ten minutes with every device its address is given, then it gets a few hundred tries (printed)', {
    timeout: 120_000,
  }, async () => {
    const school = '203.0.113.41';
    const guess = (cookie: string) =>
      joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Skript' }, { from: school, device: cookie });
    let devices = 0;
    let checked = 0;
    let missed: string | undefined;
    const seconds = 600;
    let turnAt = 0;
    for (let second = 0; second < seconds; second += 1) {
      // Every device the address gives now tries until it is told to wait...
      for (let minted = await deviceCall(classroom, { from: school }); minted.status === 204; ) {
        devices += 1;
        const cookie = deviceCookieOf(minted);
        for (let answer = await guess(cookie); answer.status === 404; answer = await guess(cookie))
          checked += 1;
        missed = cookie;
        minted = await deviceCall(classroom, { from: school });
      }
      // ...and one that has missed takes the address's turn when it comes (every device waits for the same one).
      if (missed && second >= turnAt) {
        const answer = await guess(missed);
        if (answer.status === 404) checked += 1;
        else turnAt = second + Number(answer.headers.get('retry-after'));
      }
      classroom.clock.advance(1000);
    }
    console.log(
      `a script at one address, ten minutes with every device it is given (${devices}): ` +
        `${checked} wrong PINs checked, ${(checked / (seconds / 60)).toFixed(1)} a minute`,
    );
    expect(checked).toBeLessThan(400);
  });

  it('when a script takes a new device for every ten guesses until the address is past its budget, then the address is slowed, not shut: a classmate’s new device joins at once', async () => {
    const game = await createGame(classroom, 'educator', { courseName });
    const school = '203.0.113.40';
    const statuses: number[] = [];
    for (let device = 0; device < 25; device += 1) {
      const cookie = await newDevice(classroom, { from: school });
      const tries = await Promise.all(
        Array.from({ length: 10 }, () =>
          joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Skript' }, { from: school, device: cookie }),
        ),
      );
      statuses.push(...tries.map((answer) => answer.status));
    }
    // Ten devices bring the address to its 100 misses; each later device gets its first try, and one takes the turn.
    expect(statuses.filter((status) => status === 404)).toHaveLength(100 + 15 + 1);

    const classmate = await joinCall(classroom, { pin: game.pin, nickname: 'Klasskamrat' }, { from: school });
    expect(classmate.status).toBe(200);
  });
});

describe('guessing PINs, the rules', () => {
  let classroom: ClassroomSystem;
  let courseName: string;
  const SLOWED_SECONDS = 30;
  beforeAll(async () => {
    classroom = await startClassroomSystem({
      env: {
        LIVE_PIN_FAILURES_PER_DEVICE: '3',
        LIVE_PIN_FAILURES_PER_ADDRESS: '5',
        LIVE_PIN_FAILURES_PER_USER: '2',
        LIVE_PIN_SLOWED_INTERVAL_SECONDS: String(SLOWED_SECONDS),
      },
      deps: { newPin: randomPins },
    });
    courseName = (await createCourse(classroom, 'regler', 2)).name;
  });
  afterAll(() => classroom.stop());

  const newGame = () => createGame(classroom, 'educator', { courseName });

  it('when one device keeps missing, then that device waits (429 with Retry-After) while a classmate at the same address joins', async () => {
    const game = await newGame();
    const school = '198.51.100.10';
    const ella = await newDevice(classroom, { from: school });
    for (let tries = 0; tries < 3; tries += 1) {
      expect(
        (await joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Ella' }, { from: school, device: ella }))
          .status,
      ).toBe(404);
    }
    const waiting = await joinCall(
      classroom,
      { pin: game.pin, nickname: 'Ella' },
      { from: school, device: ella },
    );
    expect(waiting.status).toBe(429);
    expect((await waiting.json()).error).toBe('too_many_pin_attempts');
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same name from another browser is another pupil.
    expect((await joinCall(classroom, { pin: game.pin, nickname: 'Ella' }, { from: school })).status).toBe(
      200,
    );
  });

  it('when an address is past its budget, then a device that missed there gets one try per interval for the whole address, and a device that has not missed joins at once', async () => {
    const game = await newGame();
    const school = '198.51.100.20';
    const missed = await Promise.all(Array.from({ length: 5 }, () => newDevice(classroom, { from: school })));
    for (const device of missed) {
      expect(
        (await joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Miss' }, { from: school, device })).status,
      ).toBe(404);
    }
    // Slowed: the first device that missed gets the address's turn, the next waits for the one after.
    expect(
      (await joinCall(classroom, { pin: game.pin, nickname: 'Först' }, { from: school, device: missed[0] }))
        .status,
    ).toBe(200);
    const turn = await joinCall(
      classroom,
      { pin: game.pin, nickname: 'Sedan' },
      { from: school, device: missed[1] },
    );
    expect(turn.status).toBe(429);
    const wait = Number(turn.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SLOWED_SECONDS);

    // A device that has not missed is a classmate: the right PIN gets in at once, a wrong one is checked once.
    expect((await joinCall(classroom, { pin: game.pin, nickname: 'Ny' }, { from: school })).status).toBe(200);
    const newcomer = await newDevice(classroom, { from: school });
    expect(
      (await joinCall(classroom, { pin: UNKNOWN_PIN, nickname: 'Miss' }, { from: school, device: newcomer }))
        .status,
    ).toBe(404);
    expect(
      (await joinCall(classroom, { pin: game.pin, nickname: 'Miss' }, { from: school, device: newcomer }))
        .status,
    ).toBe(429);

    // The next turn comes with the interval; another school is not slowed at all.
    classroom.clock.advance(SLOWED_SECONDS * 1000);
    expect(
      (await joinCall(classroom, { pin: game.pin, nickname: 'Sedan' }, { from: school, device: missed[1] }))
        .status,
    ).toBe(200);
    expect(
      (await joinCall(classroom, { pin: game.pin, nickname: 'Annan' }, { from: '198.51.100.21' })).status,
    ).toBe(200);
  });

  it('when a signed-in user keeps missing, then that user waits wherever they are', async () => {
    const game = await newGame();
    const guesser = newUser();
    for (let tries = 0; tries < 2; tries += 1) {
      expect(
        (await joinCall(classroom, { pin: UNKNOWN_PIN }, { as: guesser, from: `192.0.2.${tries}` })).status,
      ).toBe(404);
    }
    expect((await joinCall(classroom, { pin: game.pin }, { as: guesser, from: '192.0.2.99' })).status).toBe(
      429,
    );
  });

  it('when a guest sends no device cookie, a forged one or another service’s, then 400 device_required, and a signed-in player needs none', async () => {
    const game = await newGame();
    const genuine = await newDevice(classroom);
    const [, expiry, mac] = genuine.split('=')[1]!.split('.');
    for (const device of [
      null,
      `quizdrill_live_device=${'A'.repeat(22)}.${expiry}.${mac}`,
      'quizdrill_device=anything',
    ]) {
      const answer = await joinCall(classroom, { pin: game.pin, nickname: 'Utan' }, { device });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: 'device_required',
        message: 'Open the join page again: it gives this browser the device cookie a guest joins with',
      });
    }
    expect((await joinCall(classroom, { pin: game.pin }, { as: newUser() })).status).toBe(200);
  });
});

describe('the join page’s device', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem({ env: { LIVE_DEVICES_PER_ADDRESS_PER_HOUR: '3' } });
  });
  afterAll(() => classroom.stop());

  it('when the join page asks for a device, then it gets an HttpOnly, Strict, Secure cookie for the join routes; asked again with it, the device is kept', async () => {
    const first = await deviceCall(classroom, { from: '192.0.2.50' });
    expect(first.status).toBe(204);
    const [setCookie] = first.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^quizdrill_live_device=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=31536000; Path=\/api\/v2\/live\/join; HttpOnly; SameSite=Strict; Secure$/,
    );
    const cookie = deviceCookieOf(first);
    const again = await deviceCall(classroom, { from: '192.0.2.50', cookie });
    expect(again.status).toBe(204);
    const idOf = (pair: string) => pair.split('=')[1]!.split('.')[0];
    expect(idOf(deviceCookieOf(again))).toBe(idOf(cookie));
  });

  it('when one address asks for more new devices than its budget, then 429 with Retry-After, a browser that has one keeps it, and another address gets one', async () => {
    const school = '192.0.2.60';
    const kept = await newDevice(classroom, { from: school });
    await newDevice(classroom, { from: school });
    await newDevice(classroom, { from: school });
    const refused = await deviceCall(classroom, { from: school });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe('too_many_devices');
    // 3 an hour: the next one in 20 minutes.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(1100);
    expect((await deviceCall(classroom, { from: school, cookie: kept })).status).toBe(204);
    expect((await deviceCall(classroom, { from: '192.0.2.61' })).status).toBe(204);
  });
});

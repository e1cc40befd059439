// Two classroom replicas serving one game: players spread over both hear everything, and when the replica holding
// the question timer dies mid-question, the other takes the timer over and reveals the question at its deadline.
import { eventually, startTcpProxy, type TcpProxy } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCall,
  type ClassroomSystem,
  createCourse,
  createGame,
  type EventStream,
  hostCall,
  joinAs,
  openHostStream,
  openPlayerStream,
  type Player,
  type Replica,
  startClassroomSystem,
} from './support.js';

interface Dying {
  replica: Replica;
  /** Cuts the replica off from Redis and NATS and drops its connections: to everyone else, it is dead. */
  kill(): Promise<void>;
  /** Cuts only its NATS connection: it keeps serving, but hears nothing from the other replicas. */
  cutNats(): Promise<void>;
  restoreNats(): Promise<void>;
  /** Lets it reach Redis and NATS again, so that it can be closed. */
  revive(): Promise<void>;
}

describe('two classroom replicas', () => {
  let classroom: ClassroomSystem;
  let courseName: string;
  const proxies: TcpProxy[] = [];

  /** A replica whose Redis and NATS connections run through proxies the test can cut. */
  async function startKillableReplica(): Promise<Dying> {
    const { env } = classroom.system.environment;
    const redisUrl = new URL(env.REDIS_URL!);
    const natsUrl = new URL(env.NATS_URL!);
    const redis = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port));
    const nats = await startTcpProxy(natsUrl.hostname, Number(natsUrl.port));
    proxies.push(redis, nats);
    const replica = await classroom.startReplica({
      env: { REDIS_URL: `${redis.url('redis')}${redisUrl.pathname}`, NATS_URL: nats.url('nats') },
    });
    return {
      replica,
      async kill() {
        await Promise.all([redis.cut(), nats.cut()]);
        replica.app.server.closeAllConnections();
      },
      cutNats: () => nats.cut(),
      restoreNats: () => nats.restore(),
      async revive() {
        await Promise.all([redis.restore(), nats.restore()]);
      },
    };
  }

  beforeAll(async () => {
    classroom = await startClassroomSystem();
    courseName = (await createCourse(classroom, 'kemi', 3)).name;
    // Only the two replicas below serve the game and compete for the timer.
    await classroom.replica.close();
  });
  afterAll(async () => {
    await classroom.stop();
    await Promise.all(proxies.map((proxy) => proxy.close()));
  });

  it('when the replica holding the timer dies mid-question, then the other reveals at the deadline and the game goes on', async () => {
    const one = await startKillableReplica();
    const other = await startKillableReplica();
    const leaseHolder = () => classroom.redis.get(classroom.keys.timerLease);
    await eventually(async () => (await leaseHolder()) !== null);
    const holderId = await leaseHolder();
    const [timerReplica, survivor] = holderId === one.replica.replicaId ? [one, other] : [other, one];

    const game = await createGame(
      classroom,
      'educator',
      { courseName, questionSeconds: 5 },
      survivor.replica,
    );
    const players: Player[] = [];
    const streams: EventStream[] = [];
    for (const [index, replica] of [timerReplica, survivor, timerReplica, survivor].entries()) {
      const player = await joinAs(classroom, game.pin, `Elev ${index + 1}`, { replica: replica.replica });
      players.push(player);
      streams.push(await openPlayerStream(replica.replica.url, player));
    }
    for (const stream of streams) await stream.next('state');

    // The question is started on the timer's replica; players on both replicas see it.
    expect((await hostCall(classroom, 'educator', game.gameId, 'start', timerReplica.replica)).status).toBe(
      200,
    );
    const shown = await Promise.all(streams.map((stream) => stream.next('question')));
    expect(new Set(shown.map((question) => question.deadline)).size).toBe(1);
    const { deadline } = shown[0]!;
    expect((await answerCall(classroom, players[0]!, 0, 'A', timerReplica.replica)).status).toBe(200);
    expect(await streams[1]!.next('answers')).toMatchObject({ answered: 1, players: 4 });

    await timerReplica.kill();
    // Its players reconnect to the survivor and find the question still open, their answers kept.
    for (const index of [0, 2]) {
      streams[index] = await openPlayerStream(survivor.replica.url, players[index]!);
      const state = await streams[index]!.next('state');
      expect(state.game.status).toBe('question');
      expect(state.you.answer).toBe(index === 0 ? 'A' : null);
    }
    expect((await answerCall(classroom, players[1]!, 0, 'B', survivor.replica)).status).toBe(200);

    // Nobody reveals by hand, and one player never answers: only the timer can reveal.
    const reveals = await Promise.all(streams.map((stream) => stream.next('reveal')));
    for (const reveal of reveals) {
      expect(reveal).toMatchObject({ index: 0, answered: 2, counts: { A: 1, B: 1, C: 0, D: 0 } });
      expect(reveal.revealedAt).toBeGreaterThanOrEqual(deadline);
    }
    expect(await leaseHolder()).toBe(survivor.replica.replicaId);

    const host = await openHostStream(classroom, 'educator', game.gameId, survivor.replica);
    expect((await host.next('state')).game.status).toBe('reveal');
    expect((await hostCall(classroom, 'educator', game.gameId, 'next', survivor.replica)).status).toBe(200);
    for (const stream of streams) expect((await stream.next('question')).index).toBe(1);

    for (const stream of [host, ...streams]) stream.close();
    await timerReplica.revive();
  });

  it('when a replica loses NATS while the game moves on, then on reconnecting it sends its streams the state again', async () => {
    const steady = await startKillableReplica();
    const cut = await startKillableReplica();
    const game = await createGame(
      classroom,
      'educator',
      { courseName, questionSeconds: null },
      steady.replica,
    );
    const player = await joinAs(classroom, game.pin, 'Ella', { replica: cut.replica });
    const stream = await openPlayerStream(cut.replica.url, player);
    expect((await stream.next('state')).game.status).toBe('lobby');

    await cut.cutNats();
    // Shown while the replica holding Ella's stream hears nothing.
    expect((await hostCall(classroom, 'educator', game.gameId, 'start', steady.replica)).status).toBe(200);
    await cut.restoreNats();

    const resent = await stream.next('state', (state) => state.game.status === 'question');
    expect(resent.question).toMatchObject({ index: 0, questionText: 'Fråga 1 i kemi' });
    stream.close();
  });
});

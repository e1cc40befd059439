// The launcher's plan with replicas: names, ports and the URLs every process is given (needs the build: the plan
// checks every entry point exists).
import { describe, expect, it } from 'vitest';
import {
  isolatedEnvironment,
  parseReplicaCounts,
  planSystem,
  replicasOf,
  serviceUrls,
  systemEnvironment,
} from '../lib/system.mjs';

const portBase = 30_000;

describe('the system plan', () => {
  it('when nothing asks for replicas, then one process each, named as the workspace', async () => {
    const plan = await planSystem({ portBase });
    expect(plan.processes.map((planned) => planned.name)).toEqual(
      expect.arrayContaining(['auth', 'quiz', 'quiz-worker', 'ai-worker']),
    );
    expect(plan.processes.find((planned) => planned.name === 'quiz')?.port).toBe(portBase + 3);
  });

  it('when replicas are asked for, then each has its own name and port, and every URL lists them all', async () => {
    const plan = await planSystem({ portBase, replicas: parseReplicaCounts('2,quiz=3,billing=1') });
    const names = plan.processes.map((planned) => planned.name);
    expect(names).toEqual(
      expect.arrayContaining(['auth#1', 'auth#2', 'quiz#1', 'quiz#2', 'quiz#3', 'quiz-worker#2', 'billing']),
    );
    expect(names).not.toContain('quiz#4');
    const quizPorts = plan.processes.filter((planned) => planned.workload === 'quiz').map(({ port }) => port);
    expect(quizPorts).toEqual([portBase + 3, portBase + 103, portBase + 203]);
    const allPorts = plan.processes.map(({ port }) => port);
    expect(new Set(allPorts).size).toBe(allPorts.length);

    expect(serviceUrls(plan).quiz).toEqual(quizPorts.map((port) => `http://127.0.0.1:${port}`));
    const env = systemEnvironment(plan, { infrastructure: {} });
    expect(env.QUIZ_SERVICE_URL).toBe(quizPorts.map((port) => `http://127.0.0.1:${port}`).join(','));
    expect(env.AUTH_JWKS_URL).toBe(
      `http://127.0.0.1:${portBase + 1}/api/v2/auth/jwks.json,http://127.0.0.1:${portBase + 101}/api/v2/auth/jwks.json`,
    );
  });

  it('when a system is isolated, then it has its own database, namespace, prefix and address, and overrides win', () => {
    const plan = { services: [], processes: [], gateway: { port: portBase }, portBase, shift: 0 };
    const env = isolatedEnvironment(plan, {
      infrastructure: { DATABASE_URL: 'postgres://db/quizdrill', REDIS_URL: 'redis://redis' },
      databaseUrl: 'postgres://db/quizdrill_e2e_1',
      namespace: 'e2e1',
      publicUrl: `http://127.0.0.1:${portBase}`,
      overrides: { EVENT_NAMESPACE: 'chosen' },
    });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://db/quizdrill_e2e_1',
      REDIS_URL: 'redis://redis',
      EVENT_NAMESPACE: 'chosen',
      REDIS_KEY_PREFIX: 'e2e1:',
      PUBLIC_URL: `http://127.0.0.1:${portBase}`,
    });
  });

  it('when replicas name something that does not run, or several gateways, then the plan is refused', async () => {
    await expect(planSystem({ portBase, replicas: parseReplicaCounts('quizz=2') })).rejects.toThrow(
      /no service or worker is named "quizz"/,
    );
    await expect(planSystem({ portBase, replicas: parseReplicaCounts('gateway=2') })).rejects.toThrow(
      /gateway runs once/,
    );
  });

  it('when the replicas of one workload are asked for, then those of another with a longer name are not among them', () => {
    const names = ['quiz#1', 'quiz#2', 'quiz-worker#1', 'quiz-worker#2', 'content'];
    const supervisor = { list: () => names.map((name) => ({ name })) };
    expect(replicasOf(supervisor, 'quiz').map(({ name }) => name)).toEqual(['quiz#1', 'quiz#2']);
    expect(replicasOf(supervisor, 'content').map(({ name }) => name)).toEqual(['content']);
  });
});

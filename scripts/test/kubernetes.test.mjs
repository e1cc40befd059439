// deploy/k8s checked without a cluster (issue 42): both overlays rendered by kustomize (kubectl's, from npm),
// every document validated against its kind's schema with unknown fields refused, and the project's own rules
// asserted on what would be applied: probes, requests and limits, non-root, read-only root; only the gateway
// reachable from outside (the NetworkPolicies evaluated); disruption budgets; autoscalers; the ai-worker scaled on
// its queues; and every setting each service's config.ts needs, given by the manifests (its loader run on them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { QueueName } from '../../packages/contracts/src/jobs.ts';
import { bullPrefix } from '../../services/ai/src/jobs/job-queues.ts';
import { kubectlVersion, kustomize } from './kubernetes/kubectl.mjs';
import { admits, allowed, podsOf } from './kubernetes/network.mjs';
import { createManifestValidator } from './kubernetes/schemas.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const k8s = path.join(repoRoot, 'deploy', 'k8s');
const OVERLAYS = ['production', 'self-contained'];
const NAMESPACE = 'quizdrill';
/** The three stores, each overlay's way. */
const STORES = { postgres: 5432, redis: 6379, nats: 4222 };

const rendered = {};
let validator;

beforeAll(async () => {
  console.log(await kubectlVersion());
  for (const overlay of OVERLAYS) {
    const text = await kustomize(path.join(k8s, 'overlays', overlay));
    rendered[overlay] = parseAllDocuments(text)
      .map((document) => document.toJSON())
      .filter(Boolean);
  }
  validator = createManifestValidator();
}, 180_000);

const ofKind = (overlay, kind) => rendered[overlay].filter((document) => document.kind === kind);
const named = (overlay, kind, name) =>
  ofKind(overlay, kind).find((document) => document.metadata.name === name);
const workloads = (overlay) => [...ofKind(overlay, 'Deployment'), ...ofKind(overlay, 'StatefulSet')];
/** The app's workloads (the stores of the self-contained overlay are not): they run the QuizDrill image. */
const appWorkloads = (overlay) =>
  ofKind(overlay, 'Deployment').filter(
    (workload) => workload.spec.template.metadata.labels['app.kubernetes.io/component'] === 'app',
  );
const podSpec = (workload) => workload.spec.template.spec;
const allContainers = (workload) => [
  ...(podSpec(workload).initContainers ?? []),
  ...podSpec(workload).containers,
];

describe.each(OVERLAYS)('the %s overlay, rendered', (overlay) => {
  it('when each document is checked against its schema, then every one is valid', () => {
    expect(rendered[overlay].length).toBeGreaterThan(30);
    expect(rendered[overlay].flatMap((document) => validator.validate(document))).toEqual([]);
    const outside = rendered[overlay].filter(
      (document) => document.kind !== 'Namespace' && document.metadata.namespace !== NAMESPACE,
    );
    expect(outside.map((document) => `${document.kind}/${document.metadata.name}`)).toEqual([]);
  });

  it('when every workload is read, then each container has requests and limits, runs as non-root on a read-only root', () => {
    for (const workload of workloads(overlay)) {
      const pod = podSpec(workload);
      for (const container of allContainers(workload)) {
        const where = `${workload.metadata.name}/${container.name}`;
        expect(container.resources?.requests, where).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources?.limits, where).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot, where).toBe(
          true,
        );
        expect(container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser, where).toBeGreaterThan(
          0,
        );
        expect(container.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(container.securityContext?.capabilities?.drop, where).toContain('ALL');
      }
    }
  });

  it('when every workload is read, then each serving container has readiness and liveness probes on a port it declares', () => {
    for (const workload of workloads(overlay)) {
      for (const container of podSpec(workload).containers) {
        const where = `${workload.metadata.name}/${container.name}`;
        const ports = (container.ports ?? []).map((port) => port.name);
        for (const probe of ['readinessProbe', 'livenessProbe']) {
          expect(container[probe], `${where} ${probe}`).toBeDefined();
          const port = container[probe].httpGet?.port;
          if (port !== undefined) expect(ports, `${where} ${probe} port`).toContain(port);
        }
      }
    }
  });

  it('when the app containers are read, then all run the one image, with /tmp on an emptyDir and the command compose gives', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')).services;
    const images = new Set();
    for (const workload of appWorkloads(overlay)) {
      const name = workload.metadata.name;
      const pod = podSpec(workload);
      const emptyDirs = new Set(pod.volumes.filter((volume) => volume.emptyDir).map((volume) => volume.name));
      for (const container of allContainers(workload)) {
        images.add(container.image);
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(emptyDirs.has(tmp?.name), `${name}/${container.name} /tmp`).toBe(true);
      }
      // Compose runs a service's migrations before it (`node dist/migrate.js && exec node dist/server.js`); here
      // an init container runs them. Folder and entry are compose's.
      const service = compose[name];
      expect(service, `docker-compose.yml has ${name}`).toBeDefined();
      const [main] = pod.containers;
      expect(main.workingDir, name).toBe(service.working_dir);
      const composeCommand = service.command.join(' ');
      const migrates = composeCommand.includes('dist/migrate.js');
      expect(main.command.join(' '), name).toBe(migrates ? 'node dist/server.js' : composeCommand);
      expect(
        (pod.initContainers ?? []).map((init) => init.command.join(' ')),
        name,
      ).toEqual(migrates ? ['node dist/migrate.js'] : []);
      expect(env(main).PORT, `${name} PORT`).toBe(service.environment.PORT);
    }
    expect(images.size).toBe(1);
    expect([...images][0]).toMatch(/^(.+\/)?quizdrill\/app:[\w.-]+$/);
    // Every service and worker compose runs from the image is here too.
    const fromImage = Object.entries(compose)
      .filter(([, service]) => service.working_dir)
      .map(([name]) => name);
    expect(
      appWorkloads(overlay)
        .map((workload) => workload.metadata.name)
        .sort(),
    ).toEqual(fromImage.sort());
  });

  it('when the Services and Ingresses are read, then only the gateway is exposed, and only through the Ingress', () => {
    for (const service of ofKind(overlay, 'Service')) {
      expect(service.spec.type ?? 'ClusterIP', service.metadata.name).toBe('ClusterIP');
    }
    const backends = ofKind(overlay, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) => rule.http.paths.map((route) => route.backend.service.name)),
    );
    expect(new Set(backends)).toEqual(new Set(['gateway']));
  });

  it('when the NetworkPolicies are evaluated, then from outside the namespace only the gateway answers, on its public port', () => {
    const policies = ofKind(overlay, 'NetworkPolicy');
    const pods = podsOf(rendered[overlay]);
    const inNamespace = (namespace) => ({
      namespace,
      namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
      labels: {},
    });
    const reachableFrom = (outsider) =>
      pods
        .flatMap((pod) =>
          Object.entries(pod.ports)
            .filter(([, port]) => allowed(policies, outsider, pod, port))
            .map(([portName]) => `${pod.name}:${portName}`),
        )
        .sort();
    for (const outsider of [{ ip: '203.0.113.7' }, inNamespace('ingress-nginx')]) {
      expect(reachableFrom(outsider)).toEqual(['gateway:http']);
    }
    // Prometheus, in its own namespace, also scrapes the gateway's metrics port, and nothing else.
    expect(reachableFrom(inNamespace('monitoring'))).toEqual(['gateway:http', 'gateway:metrics']);
    // KEDA's operator reads the ai-worker's queues in the Redis beside the app (a managed one is outside).
    expect(reachableFrom(inNamespace('keda'))).toEqual(
      named(overlay, 'StatefulSet', 'redis') ? ['gateway:http', 'redis:redis'] : ['gateway:http'],
    );
  });

  it('when the NetworkPolicies are evaluated, then inside the namespace each service takes calls only from who calls it', () => {
    const policies = ofKind(overlay, 'NetworkPolicy');
    const pods = podsOf(rendered[overlay]).filter(
      (pod) => pod.labels['app.kubernetes.io/component'] === 'app',
    );
    // The gateway routes to every service whose URL its config names; every service checks tokens with auth's
    // keys. Nothing else is called over HTTP (the rest goes over NATS, Redis and Postgres).
    const routed = Object.keys(gatewayEnv.properties)
      .filter((key) => key.endsWith('_SERVICE_URL'))
      .map((key) => key.replace(/_SERVICE_URL$/, '').toLowerCase());
    const expected = new Set([
      ...routed.map((service) => `gateway→${service}`),
      ...['content', 'quiz', 'ai', 'billing', 'classroom'].map((service) => `${service}→auth`),
    ]);
    const actual = new Set();
    for (const from of pods) {
      for (const to of pods) {
        if (from !== to && to.ports.http && allowed(policies, from, to, to.ports.http))
          actual.add(`${from.name}→${to.name}`);
      }
    }
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('when the NetworkPolicies are evaluated, then every pod resolves names and the app reaches its stores', () => {
    const policies = ofKind(overlay, 'NetworkPolicy');
    const pods = podsOf(rendered[overlay]);
    const dns = {
      namespace: 'kube-system',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
      labels: { 'k8s-app': 'kube-dns' },
      ports: {},
    };
    for (const pod of pods) {
      expect(allowed(policies, pod, dns, 53, 'UDP'), `${pod.name} → DNS`).toBe(true);
    }
    const app = pods.filter((pod) => pod.labels['app.kubernetes.io/component'] === 'app');
    for (const [store, port] of Object.entries(STORES)) {
      const storePod = pods.find((pod) => pod.name === store);
      // Managed stores are addresses outside the cluster; the self-contained ones are pods beside the app.
      const target = storePod ?? { ip: '10.20.30.40' };
      for (const pod of app)
        expect(allowed(policies, pod, target, port), `${pod.name} → ${store}`).toBe(true);
      if (storePod) {
        expect(allowed(policies, { ip: '203.0.113.7' }, storePod, port), `outside → ${store}`).toBe(false);
        // The store's own policy opens its client port and no other it declares (NATS's monitor port, say), even
        // to the app: the app's egress hides that from `allowed`, so the store's ingress is asked alone.
        for (const [name, number] of Object.entries(storePod.ports)) {
          for (const pod of app)
            expect(admits(policies, pod, storePod, number), `${pod.name} → ${store}:${name}`).toBe(
              number === port,
            );
        }
      }
    }
    // Nothing opens connections to the rest of the world but to the providers' HTTPS.
    for (const pod of app) {
      expect(allowed(policies, pod, { ip: '203.0.113.7' }, 22), `${pod.name} → ssh`).toBe(false);
    }
  });

  it('when the disruption budgets are read, then every Deployment has one that lets a drain take a pod', () => {
    const budgets = ofKind(overlay, 'PodDisruptionBudget');
    for (const deployment of ofKind(overlay, 'Deployment')) {
      const labels = deployment.spec.template.metadata.labels;
      const covering = budgets.filter((budget) =>
        Object.entries(budget.spec.selector.matchLabels).every(([key, value]) => labels[key] === value),
      );
      expect(covering.length, deployment.metadata.name).toBe(1);
      expect(covering[0].spec.maxUnavailable, deployment.metadata.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('when the autoscalers are read, then quiz, classroom and the gateway scale on CPU from two replicas, and own their count', () => {
    const autoscalers = ofKind(overlay, 'HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual([
      'classroom',
      'gateway',
      'quiz',
    ]);
    for (const hpa of autoscalers) {
      const deployment = named(overlay, 'Deployment', hpa.spec.scaleTargetRef.name);
      expect(hpa.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics.map((metric) => metric.resource?.name)).toContain('cpu');
      // Utilisation is measured against the request, and an apply must not reset the autoscaler's count.
      expect(podSpec(deployment).containers[0].resources.requests.cpu).toBeDefined();
      expect(deployment.spec.replicas, deployment.metadata.name).toBeUndefined();
    }
  });

  it('when the ScaledObject is read, then the ai-worker scales on the length of every queue the code names', () => {
    const [scaled, ...others] = ofKind(overlay, 'ScaledObject');
    expect(others).toEqual([]);
    expect(scaled.spec.scaleTargetRef.name).toBe('ai-worker');
    expect(named(overlay, 'Deployment', 'ai-worker').spec.replicas).toBeUndefined();
    expect(
      ofKind(overlay, 'HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef.name),
    ).not.toContain('ai-worker');
    // BullMQ's list of waiting jobs of each queue, under the prefix the ai service gives BullMQ.
    const config = configMapData(overlay);
    const prefix = bullPrefix(config.REDIS_KEY_PREFIX);
    const lists = Object.values(QueueName).map((queue) => `${prefix}:${queue}:wait`);
    expect(scaled.spec.triggers.map((trigger) => trigger.metadata.listName).sort()).toEqual(lists.sort());
    for (const trigger of scaled.spec.triggers) {
      expect(trigger.type).toBe('redis');
      expect(Number(trigger.metadata.listLength)).toBeGreaterThan(0);
      // KEDA finds Redis through the overlay's TriggerAuthentication, whose Secrets exist or are the operator's.
      const auth = named(overlay, 'TriggerAuthentication', trigger.authenticationRef.name);
      expect(auth, trigger.authenticationRef.name).toBeDefined();
      for (const ref of auth.spec.secretTargetRef)
        expect(secretValues(overlay, ref.name), ref.name).toHaveProperty(ref.key);
    }
  });

  it('when each container starts on what the manifests give it, then its config.ts accepts it and sets no machine-local default', async () => {
    for (const workload of appWorkloads(overlay)) {
      for (const container of allContainers(workload)) {
        const where = `${workload.metadata.name}/${container.name}`;
        const environment = containerEnvironment(overlay, container);
        const { load, schema } = await configOf(container);
        // Every setting the schema requires without a default is set.
        const required = (schema.required ?? []).filter(
          (key) => schema.properties[key].default === undefined,
        );
        for (const key of required) expect(environment[key], `${where} ${key}`).toBeTruthy();
        // A default pointing at this machine (127.0.0.1, localhost) is the pod itself in a cluster: set instead.
        const local = Object.entries(schema.properties)
          .filter(([, property]) => /127\.0\.0\.1|localhost/.test(String(property.default ?? '')))
          .map(([key]) => key);
        for (const key of local)
          expect(
            environment[key],
            `${where} ${key} (default ${schema.properties[key].default})`,
          ).toBeTruthy();
        // And the service's own loader, with its production rules (secrets required), takes the whole of it.
        expect(environment.NODE_ENV, where).toBe('production');
        expect(() => load(environment), where).not.toThrow();
      }
    }
  });

  it('when the ConfigMap and the Secrets are read, then every key is a setting of a service that reads it', async () => {
    const consumers = new Map();
    for (const workload of appWorkloads(overlay)) {
      for (const container of allContainers(workload)) {
        const { schema } = await configOf(container);
        for (const source of container.envFrom) {
          const name = source.configMapRef?.name ?? source.secretRef?.name;
          consumers.set(name, [...(consumers.get(name) ?? []), schema]);
        }
      }
    }
    // Keys KEDA reads from the connections Secret (TriggerAuthentication), not the services.
    const forKeda = new Set(
      ofKind(overlay, 'TriggerAuthentication').flatMap((auth) =>
        auth.spec.secretTargetRef.map((ref) => ref.key),
      ),
    );
    for (const [name, schemas] of consumers) {
      const values = name.startsWith('quizdrill-config')
        ? configMapData(overlay)
        : secretValues(overlay, name);
      for (const key of Object.keys(values).filter((key) => !forKeda.has(key))) {
        expect(
          schemas.some((schema) => Object.hasOwn(schema.properties, key)),
          `${name}: ${key}`,
        ).toBe(true);
      }
    }
  });
});

describe('the overlays side by side', () => {
  it('when they are compared, then the production one runs no store and takes all three by URL from its Secret', () => {
    expect(ofKind('production', 'StatefulSet')).toEqual([]);
    const config = configMapData('production');
    const connections = secretValues('production', 'quizdrill-connections');
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL']) {
      expect(config, key).not.toHaveProperty(key);
      expect(connections[key], key).toMatch(/^\w+:\/\/.+\.example\.internal/);
    }
  });

  it('when they are compared, then the self-contained one runs Postgres, Redis and NATS on volumes, and the app uses them', () => {
    const config = configMapData('self-contained');
    const connections = secretValues('self-contained', 'quizdrill-connections');
    expect(new URL(connections.DATABASE_URL).host).toBe(`postgres:${STORES.postgres}`);
    expect(new URL(config.REDIS_URL).host).toBe(`redis:${STORES.redis}`);
    expect(new URL(config.NATS_URL).host).toBe(`nats:${STORES.nats}`);
    for (const [store, port] of Object.entries(STORES)) {
      const set = named('self-contained', 'StatefulSet', store);
      const [claim] = set.spec.volumeClaimTemplates;
      const [container] = podSpec(set).containers;
      expect(
        container.volumeMounts.map((mount) => mount.name),
        store,
      ).toContain(claim.metadata.name);
      expect(
        container.ports.map((containerPort) => containerPort.containerPort),
        store,
      ).toContain(port);
      expect(named('self-contained', 'Service', store).spec.ports[0].port, store).toBe(port);
    }
  });

  it('when a field is misspelt or mistyped, then the schema check refuses it, naming it', () => {
    const deployment = structuredClone(named('production', 'Deployment', 'quiz'));
    const [container] = deployment.spec.template.spec.containers;
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(validator.validate(deployment).join('\n')).toMatch(
      /containers\/0: must NOT have additional properties \(readinesProbe\)/,
    );

    const typed = structuredClone(named('production', 'Deployment', 'quiz'));
    typed.spec.template.spec.containers[0].livenessProbe.periodSeconds = 'ten';
    expect(validator.validate(typed).join('\n')).toMatch(/livenessProbe\/periodSeconds: must be number/);

    const scaled = structuredClone(ofKind('production', 'ScaledObject')[0]);
    scaled.spec.minReplicaCont = 1;
    expect(validator.validate(scaled).join('\n')).toMatch(
      /spec: must NOT have additional properties \(minReplicaCont\)/,
    );

    const unknown = { apiVersion: 'apps/v1beta1', kind: 'Deployment', metadata: { name: 'old' } };
    expect(validator.validate(unknown)).toEqual(['apps/v1beta1/Deployment: no schema for this kind']);
  });
});

// ── what a container is given ─────────────────────────────────────────────────────────────────────────────────

/** A container's own `env` values (no references). */
function env(container) {
  return Object.fromEntries(
    (container.env ?? []).filter((item) => 'value' in item).map((item) => [item.name, item.value]),
  );
}

/** The rendered ConfigMap quizdrill-config (its name carries kustomize's hash). */
function configMapData(overlay) {
  return ofKind(overlay, 'ConfigMap').find((map) => map.metadata.name.startsWith('quizdrill-config-')).data;
}

/**
 * A Secret's values: rendered ones (generated by the overlay) as they are; the operator's from the example the
 * README has them copy (`quizdrill-auth` → deploy/k8s/secrets/auth.env.example, or the overlay's own).
 */
function secretValues(overlay, name) {
  const generated = ofKind(overlay, 'Secret').find((secret) => secret.metadata.name === name);
  if (generated) {
    return Object.fromEntries(
      Object.entries(generated.data ?? {}).map(([key, value]) => [
        key,
        Buffer.from(value, 'base64').toString(),
      ]),
    );
  }
  const file = `${name.replace(/^quizdrill-/, '')}.env.example`;
  const candidates = [path.join(k8s, 'overlays', overlay, file), path.join(k8s, 'secrets', file)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`no example for the Secret ${name}: ${candidates.join(' or ')}`);
  return parseEnv(readFileSync(found, 'utf8'));
}

/** The environment a container starts with: envFrom in order, then env (references resolved), as the kubelet does. */
function containerEnvironment(overlay, container) {
  const environment = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(environment, configMapData(overlay));
    if (source.secretRef) Object.assign(environment, secretValues(overlay, source.secretRef.name));
  }
  for (const item of container.env ?? []) {
    if ('value' in item) environment[item.name] = item.value;
    else if (item.valueFrom?.secretKeyRef) {
      environment[item.name] = secretValues(overlay, item.valueFrom.secretKeyRef.name)[
        item.valueFrom.secretKeyRef.key
      ];
    }
  }
  return environment;
}

const gatewayEnv = (await import('../../gateway/src/config.ts')).GatewayEnv;

/**
 * The workspace's config module for a container (from its folder), its loader (the worker's for dist/worker.js)
 * and its TypeBox schema.
 */
async function configOf(container) {
  const workspace = container.workingDir.replace(/^\/app\//, '');
  const module = await import(path.join(repoRoot, workspace, 'src', 'config.ts'));
  const loaders = Object.entries(module).filter(
    ([key, value]) => /^load\w*Config$/.test(key) && typeof value === 'function',
  );
  const worker = container.command.join(' ').includes('dist/worker.js');
  const [, load] = loaders.find(([key]) => key.includes('Worker') === worker) ?? [];
  const schema = Object.values(module).find(
    (value) => value?.type === 'object' && value.properties?.NODE_ENV,
  );
  if (!load || !schema)
    throw new Error(`${workspace}/src/config.ts has no loader or schema for ${container.command.join(' ')}`);
  return { load, schema };
}

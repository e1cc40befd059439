// Who may open a connection to whom under a set of NetworkPolicies, as Kubernetes defines it: a pod selected by no
// policy of a direction is open in that direction; once selected, only what some rule of a selecting policy allows
// gets through, and a connection needs both the sender's egress and the receiver's ingress. Enough of the model
// for the tests to ask "can A reach B on port P" of the rendered manifests without a cluster.

/** Whether `labels` satisfy a LabelSelector; an empty selector selects everything. */
export function selects(selector, labels = {}) {
  for (const [key, value] of Object.entries(selector?.matchLabels ?? {})) {
    if (labels[key] !== value) return false;
  }
  return (selector?.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const has = Object.hasOwn(labels, key);
    if (operator === 'In') return has && values.includes(labels[key]);
    if (operator === 'NotIn') return !has || !values.includes(labels[key]);
    if (operator === 'Exists') return has;
    if (operator === 'DoesNotExist') return !has;
    throw new Error(`unknown selector operator ${operator}`);
  });
}

/** IPv4 address within a CIDR block. */
function inCidr(ip, cidr) {
  const [base, bits] = cidr.split('/');
  const number = (address) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(number(ip) / size) === Math.floor(number(base) / size);
}

/**
 * An endpoint: a pod `{ namespace, namespaceLabels, labels, ports }` (ports: name → number) or an address outside
 * the cluster `{ ip }`. A peer of a rule matches it as the API describes: ipBlock only addresses, pod and
 * namespace selectors only pods (a lone podSelector within the policy's own namespace).
 */
function peerMatches(peer, endpoint, policyNamespace) {
  if (peer.ipBlock) {
    if (!endpoint.ip) return false;
    return (
      inCidr(endpoint.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((block) => inCidr(endpoint.ip, block))
    );
  }
  if (endpoint.ip) return false;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, endpoint.namespaceLabels)
    : endpoint.namespace === policyNamespace;
  return namespaceOk && (!peer.podSelector || selects(peer.podSelector, endpoint.labels));
}

/** Whether a rule's ports admit `port` (a number) at `target`, whose named ports resolve named rule ports. */
function portMatches(rulePorts, port, protocol, target) {
  if (!rulePorts || rulePorts.length === 0) return true;
  return rulePorts.some((rule) => {
    if ((rule.protocol ?? 'TCP') !== protocol) return false;
    if (rule.port === undefined) return true;
    const number = typeof rule.port === 'string' ? target.ports?.[rule.port] : rule.port;
    return number !== undefined && port >= number && port <= (rule.endPort ?? number);
  });
}

const policyTypes = (policy) =>
  policy.spec.policyTypes ?? (policy.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);

/** The rules of one direction that apply to `pod`, or undefined when no policy isolates it that way. */
function rulesFor(policies, pod, direction) {
  const selecting = policies.filter(
    (policy) =>
      (policy.metadata.namespace ?? pod.namespace) === pod.namespace &&
      policyTypes(policy).includes(direction) &&
      selects(policy.spec.podSelector, pod.labels),
  );
  if (selecting.length === 0) return undefined;
  const key = direction === 'Ingress' ? 'ingress' : 'egress';
  return selecting.flatMap((policy) =>
    (policy.spec[key] ?? []).map((rule) => ({ rule, namespace: policy.metadata.namespace ?? pod.namespace })),
  );
}

/** Whether `from`'s egress lets it open a connection to `to` on `port` (an address outside sends freely). */
export function sends(policies, from, to, port, protocol = 'TCP') {
  if (from.ip) return true;
  const egress = rulesFor(policies, from, 'Egress');
  return (
    egress === undefined ||
    egress.some(
      ({ rule, namespace }) =>
        (!rule.to || rule.to.length === 0 || rule.to.some((peer) => peerMatches(peer, to, namespace))) &&
        portMatches(rule.ports, port, protocol, to),
    )
  );
}

/**
 * Whether `to`'s ingress accepts a connection from `from` on `port` (an address outside accepts what it is sent).
 * Asked alone, it shows a receiver's own policy, which the sender's egress may hide in `allowed`.
 */
export function admits(policies, from, to, port, protocol = 'TCP') {
  if (to.ip) return true;
  const ingress = rulesFor(policies, to, 'Ingress');
  return (
    ingress === undefined ||
    ingress.some(
      ({ rule, namespace }) =>
        (!rule.from ||
          rule.from.length === 0 ||
          rule.from.some((peer) => peerMatches(peer, from, namespace))) &&
        portMatches(rule.ports, port, protocol, to),
    )
  );
}

/** Whether `from` may open a connection to `to` on `port`, under `policies`: both ends must let it through. */
export function allowed(policies, from, to, port, protocol = 'TCP') {
  return sends(policies, from, to, port, protocol) && admits(policies, from, to, port, protocol);
}

/** The pods the workloads of a rendered overlay run, one per workload, with their container ports. */
export function podsOf(documents) {
  return documents
    .filter((document) => ['Deployment', 'StatefulSet'].includes(document.kind))
    .map((workload) => {
      const namespace = workload.metadata.namespace;
      const ports = {};
      for (const container of workload.spec.template.spec.containers) {
        for (const port of container.ports ?? [])
          ports[port.name ?? String(port.containerPort)] = port.containerPort;
      }
      return {
        name: workload.metadata.name,
        namespace,
        namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
        labels: workload.spec.template.metadata.labels,
        ports,
      };
    });
}

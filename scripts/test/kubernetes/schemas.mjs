// Strict validation of rendered manifests: each document against the JSON Schema of its apiVersion and kind, with
// every field the schema does not name refused (as `kubectl apply` refuses it; the API server would otherwise drop
// a misspelt `readinesProbe` without a word). Built-in kinds: schemas made from the kubernetes-types package by
// ts-json-schema-generator (objects closed, required fields from the declarations). KEDA's kinds: the
// openAPIV3Schema of its published CRDs (deploy/k8s/schemas), closed the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createGenerator } from 'ts-json-schema-generator';
import { parse } from 'yaml';

const CRD_FILES = ['keda.sh_scaledobjects.yaml', 'keda.sh_triggerauthentications.yaml'].map((file) =>
  fileURLToPath(new URL(`../../../deploy/k8s/schemas/${file}`, import.meta.url)),
);

/**
 * `apiVersion/kind` → JSON Schema for the built-in kinds: every type api-types.ts exports (and any it holds, such as
 * a StatefulSet's PersistentVolumeClaim) that declares its apiVersion and kind, each a reference into one shared
 * set of definitions.
 */
function builtInSchemas(ajv) {
  const { definitions } = createGenerator({
    path: fileURLToPath(new URL('./api-types.ts', import.meta.url)),
    additionalProperties: false,
    skipTypeCheck: true,
    jsDoc: 'none',
  }).createSchema('*');
  ajv.addSchema({ $id: 'kubernetes', definitions });
  return Object.entries(definitions)
    .filter(([, definition]) => definition.properties?.apiVersion?.const && definition.properties.kind?.const)
    .map(([name, { properties }]) => [
      `${properties.apiVersion.const}/${properties.kind.const}`,
      { $ref: `kubernetes#/definitions/${name}` },
    ]);
}

/** Closes every object schema that lists its properties and does not keep unknown fields by design. */
function closeObjects(node) {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item);
    return node;
  }
  if (
    node.properties &&
    node.additionalProperties === undefined &&
    node['x-kubernetes-preserve-unknown-fields'] !== true
  ) {
    node.additionalProperties = false;
  }
  for (const value of Object.values(node)) closeObjects(value);
  return node;
}

/** `group/version/kind` → the stored version's openAPIV3Schema of each CRD, closed. */
function customResourceSchemas() {
  return CRD_FILES.map((file) => {
    const crd = parse(readFileSync(file, 'utf8'));
    const version = crd.spec.versions.find((candidate) => candidate.storage);
    return [
      `${crd.spec.group}/${version.name}/${crd.spec.names.kind}`,
      closeObjects(structuredClone(version.schema.openAPIV3Schema)),
    ];
  });
}

/** Kubernetes' integer formats, which JSON Schema's own vocabulary lacks. */
function addKubernetesFormats(ajv) {
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (value) => Number.isInteger(value) });
}

/**
 * A validator for whole manifests: `validate(document)` lists what is wrong with it (empty when valid), one line
 * per problem naming where. A kind with no schema is itself a problem: nothing goes unchecked.
 */
export function createManifestValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addKubernetesFormats(ajv);
  const validators = new Map(
    [...builtInSchemas(ajv), ...customResourceSchemas()].map(([key, schema]) => [key, ajv.compile(schema)]),
  );
  const validate = (document) => {
    const key = `${document.apiVersion}/${document.kind}`;
    const check = validators.get(key);
    if (!check) return [`${key}: no schema for this kind`];
    if (check(document)) return [];
    return check.errors.map((error) => {
      const extra = error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : '';
      return `${key} ${document.metadata?.name}${error.instancePath}: ${error.message}${extra}`;
    });
  };
  return { validate };
}

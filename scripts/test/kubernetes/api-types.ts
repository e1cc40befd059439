// The built-in kinds the overlays use, as the kubernetes-types package declares them (generated from Kubernetes'
// OpenAPI definitions). schemas.mjs turns each into a JSON Schema with unknown fields refused.
export type { Deployment, StatefulSet } from 'kubernetes-types/apps/v1';
export type { HorizontalPodAutoscaler } from 'kubernetes-types/autoscaling/v2';
export type { ConfigMap, Namespace, Secret, Service } from 'kubernetes-types/core/v1';
export type { Ingress, NetworkPolicy } from 'kubernetes-types/networking/v1';
export type { PodDisruptionBudget } from 'kubernetes-types/policy/v1';

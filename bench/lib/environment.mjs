// The bench's isolated environment: the test kit's (database, Redis key prefix, NATS namespace and its streams),
// all removed by cleanup().
export { createTestEnvironment as createBenchEnvironment } from '../../packages/test-kit/dist/index.js';

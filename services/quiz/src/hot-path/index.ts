// What the benchmark's floor server reuses: the same keys, scripts and read model as the service.
export { CourseModel, storedQuestion } from '../read-model/course-model.js';
export * from './hot-path.js';
export * from './keys.js';
export * from './session-id.js';

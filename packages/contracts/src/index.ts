export * from './errors.js';
export * from './event-catalog.js';
export * from './events.js';
export * from './http/auth.js';
export * from './jobs.js';
export * from './services.js';
export * from './validation.js';

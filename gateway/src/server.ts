// Starts the gateway: configuration from the environment, listen, graceful shutdown.
import { runService } from '@quizdrill/service-kit';
import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

await runService({
  name: 'gateway',
  loadConfig: () => loadGatewayConfig(),
  buildApp: (config) => buildGateway(config),
});

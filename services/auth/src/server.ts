import { runService } from '@quizdrill/service-kit';
import { buildAuthApp } from './app.js';
import { loadAuthConfig } from './config.js';

await runService({ name: 'auth', loadConfig: () => loadAuthConfig(), buildApp: buildAuthApp });

import { runService } from '@quizdrill/service-kit';
import { buildAiApp } from './app.js';
import { loadAiConfig } from './config.js';

await runService({ name: 'ai', loadConfig: () => loadAiConfig(), buildApp: buildAiApp });

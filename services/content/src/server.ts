import { runService } from '@quizdrill/service-kit';
import { buildContentApp } from './app.js';
import { loadContentConfig } from './config.js';

await runService({ name: 'content', loadConfig: () => loadContentConfig(), buildApp: buildContentApp });

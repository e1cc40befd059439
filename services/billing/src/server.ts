import { runService } from '@quizdrill/service-kit';
import { buildBillingApp } from './app.js';
import { loadBillingConfig } from './config.js';

await runService({ name: 'billing', loadConfig: () => loadBillingConfig(), buildApp: buildBillingApp });

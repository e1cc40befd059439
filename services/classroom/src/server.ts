import { runService } from '@quizdrill/service-kit';
import { buildClassroomApp } from './app.js';
import { loadClassroomConfig } from './config.js';

await runService({ name: 'classroom', loadConfig: () => loadClassroomConfig(), buildApp: buildClassroomApp });

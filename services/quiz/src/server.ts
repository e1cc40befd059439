import { runService } from '@quizdrill/service-kit';
import { buildQuizApp } from './app.js';
import { loadQuizConfig } from './config.js';

await runService({ name: 'quiz', loadConfig: () => loadQuizConfig(), buildApp: buildQuizApp });

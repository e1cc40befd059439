// What a user chooses in the app (SPEC.md §9): its language, Swedish by default (the questions' languages are the
// same two), and the AI model behind explanations and generation, openai unless chosen. A module of its own: every
// page needs it before it shows, and nothing else from here.

export const LANGUAGES = ['sv', 'en'] as const;
export const DEFAULT_LANGUAGE = 'sv';

export const AI_MODELS = ['openai', 'claude'] as const;
export const DEFAULT_AI_MODEL = 'openai';

// What a user chooses in the app (SPEC.md §9): its language, Swedish by default (the questions' languages are the
// same two), and the AI model behind explanations and generation, openai unless chosen. A module of its own: every
// page needs it before it shows, and nothing else from here.

export const LANGUAGES = ['sv', 'en'] as const;
export const DEFAULT_LANGUAGE = 'sv';

export const AI_MODELS = ['openai', 'claude'] as const;
export const DEFAULT_AI_MODEL = 'openai';

/**
 * Who can answer an AI request: a chosen model when its key is configured, else the built-in `offline` one (the
 * web app names it "Inbyggd förklarare" / "Built-in explainer").
 */
export const AI_PROVIDERS = [...AI_MODELS, 'offline'] as const;

/**
 * The response header naming the provider that answered `POST /api/v2/explain`, `/generate-questions` and
 * `/questions/regenerate-options` (their bodies stay as SPEC.md §7 has them).
 */
export const AI_PROVIDER_HEADER = 'x-ai-provider';

// The AI providers (DESIGN.md "Jobs"): one per configured key, the offline one always, and which a request gets.
import { AI_MODELS, type AiModel, type AiProvidersResponse } from '@quizdrill/contracts';
import { createClaudeProvider } from './claude.js';
import { createOfflineProvider } from './offline.js';
import { createOpenAiProvider } from './openai.js';
import type { AiProvider } from './provider.js';

export type { SdkProviderOptions } from './chat-provider.js';
export { createClaudeProvider } from './claude.js';
export { createOfflineProvider } from './offline.js';
export { createOpenAiProvider } from './openai.js';
export * from './provider.js';

/** The settings the providers read; a key left empty means that provider is not configured. */
export interface ProvidersConfig {
  OPENAI_API_KEY?: string;
  /** Any OpenAI-compatible server, e.g. a self-hosted model. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  ANTHROPIC_MODEL?: string;
  /** Per request to a provider. */
  AI_TIMEOUT_MS: number;
}

export interface AvailableProviders {
  offline: AiProvider;
  openai?: AiProvider;
  claude?: AiProvider;
}

export interface Providers extends AvailableProviders {
  /** `pickProvider` over these. */
  pick(requested: AiModel | undefined): AiProvider;
}

const configured = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function createProviders(config: ProvidersConfig): Providers {
  const openAiKey = configured(config.OPENAI_API_KEY);
  const anthropicKey = configured(config.ANTHROPIC_API_KEY);
  const available: AvailableProviders = {
    offline: createOfflineProvider(),
    openai: openAiKey
      ? createOpenAiProvider({
          apiKey: openAiKey,
          baseURL: configured(config.OPENAI_BASE_URL),
          model: configured(config.OPENAI_MODEL),
          timeoutMs: config.AI_TIMEOUT_MS,
        })
      : undefined,
    claude: anthropicKey
      ? createClaudeProvider({
          apiKey: anthropicKey,
          baseURL: configured(config.ANTHROPIC_BASE_URL),
          model: configured(config.ANTHROPIC_MODEL),
          timeoutMs: config.AI_TIMEOUT_MS,
        })
      : undefined,
  };
  return { ...available, pick: (requested) => pickProvider(requested, available) };
}

/**
 * The provider for a request: the model it asks for when that one has a key, offline when it has none; with no
 * model asked for, the first configured of openai and claude, else offline.
 */
export function pickProvider(requested: AiModel | undefined, available: AvailableProviders): AiProvider {
  if (requested) return available[requested] ?? available.offline;
  return available.openai ?? available.claude ?? available.offline;
}

/** Which models have a key, and who answers a request that names none (`GET /api/v2/ai/providers`). */
export function providerSettings(available: AvailableProviders): AiProvidersResponse {
  return {
    providers: AI_MODELS.map((id) => ({ id, configured: available[id] !== undefined })),
    defaultProvider: pickProvider(undefined, available).name,
  };
}

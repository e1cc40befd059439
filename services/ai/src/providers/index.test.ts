import { describe, expect, it } from 'vitest';
import { type AvailableProviders, createProviders, pickProvider } from './index.js';
import type { AiProvider } from './provider.js';

const provider = (name: AiProvider['name']) => ({ name }) as AiProvider;
const all: AvailableProviders = {
  offline: provider('offline'),
  openai: provider('openai'),
  claude: provider('claude'),
};
const only = (name: 'openai' | 'claude'): AvailableProviders => ({ offline: all.offline, [name]: all[name] });
const none: AvailableProviders = { offline: all.offline };

describe('picking a provider', () => {
  it.each([
    ['openai', 'both are configured', all, 'openai'],
    ['claude', 'both are configured', all, 'claude'],
    ['openai', 'only claude is configured', only('claude'), 'offline'],
    ['claude', 'only openai is configured', only('openai'), 'offline'],
    ['openai', 'neither is configured', none, 'offline'],
    ['claude', 'neither is configured', none, 'offline'],
    ['no model', 'neither is configured', none, 'offline'],
    ['no model', 'only claude is configured', only('claude'), 'claude'],
    ['no model', 'only openai is configured', only('openai'), 'openai'],
    ['no model', 'both are configured', all, 'openai'],
  ] as const)(
    'when %s is asked for and %s, then %s answers',
    (requested, _configured, available, expected) => {
      expect(pickProvider(requested === 'no model' ? undefined : requested, available).name).toBe(expected);
    },
  );

  it('when no key is set, or only blank ones, then only offline exists and every request gets it', () => {
    const providers = createProviders({ OPENAI_API_KEY: ' ', ANTHROPIC_API_KEY: '', AI_TIMEOUT_MS: 1000 });
    expect(providers.openai).toBeUndefined();
    expect(providers.claude).toBeUndefined();
    expect(
      [providers.pick('openai'), providers.pick('claude'), providers.pick(undefined)].map((p) => p.name),
    ).toEqual(['offline', 'offline', 'offline']);
  });

  it('when both keys are set, then each model gets its own provider', () => {
    const providers = createProviders({
      OPENAI_API_KEY: 'sk-1',
      ANTHROPIC_API_KEY: 'sk-ant-1',
      AI_TIMEOUT_MS: 1000,
    });
    expect(providers.pick('openai').name).toBe('openai');
    expect(providers.pick('claude').name).toBe('claude');
    expect(providers.offline.name).toBe('offline');
  });
});

import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import sv from '@/locales/sv.json';
import { AnswerKeySummary } from './answer-key-summary';

// The typesetter stands in as a tag, so the test sees which texts are handed to it.
vi.mock('@/components/ui/math-text', () => ({
  MathText: ({ text }: { text: string }) => <kbd>{text}</kbd>,
}));

const i18n = i18next.createInstance();
await i18n.init({ lng: 'sv', resources: { sv: { translation: sv } }, showSupportNotice: false });

describe('a generated question’s answer key (issue 43)', () => {
  it('when the accepted answers hold math, then each is typeset on its own, after the label', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AnswerKeySummary
          language="sv"
          answers={[
            { text: '\\(\\frac{1}{2}\\)', credit: 100 },
            { text: '0,5', credit: 100 },
          ]}
        />
      </I18nextProvider>,
    );
    expect(html).toContain('Godtagna svar: <kbd>\\(\\frac{1}{2}\\)</kbd>, <kbd>0,5</kbd>');
  });
});

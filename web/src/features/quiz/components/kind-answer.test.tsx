import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import sv from '@/locales/sv.json';
import { KindFeedback } from './kind-answer';

// The typesetter stands in as a tag, so the test sees which texts are handed to it.
vi.mock('@/components/ui/math-text', () => ({
  MathText: ({ text }: { text: string }) => <kbd>{text}</kbd>,
}));

const question = {
  id: 1,
  kind: 'multiple',
  language: 'sv',
  questionText: 'Which are squares?',
  options: [
    { optionLabel: 'A', optionText: '\\(2^2\\)' },
    { optionLabel: 'B', optionText: '5' },
    { optionLabel: 'C', optionText: '\\(3^2\\)' },
  ],
} as unknown as QuizQuestion;

const wrong: SubmitResponse = {
  correct: false,
  feedbackKey: 'quiz.incorrect',
  correctOption: 'A,C',
  credit: 0,
  stats: { score: 0, total: 1, errorRate: 100 },
};

const i18n = i18next.createInstance();
await i18n.init({ lng: 'sv', resources: { sv: { translation: sv } }, showSupportNotice: false });

describe('the right answer of a wrongly answered multiple choice (issue 43)', () => {
  it('when the right options hold math, then each is typeset, after its label', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <KindFeedback kind="multiple" question={question} feedback={wrong} />
      </I18nextProvider>,
    );
    expect(html).toContain('Rätt svar: A: <kbd>\\(2^2\\)</kbd>; C: <kbd>\\(3^2\\)</kbd>');
  });
});

import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import sv from '@/locales/sv.json';
import { KindAnswer, KindFeedback } from './kind-answer';

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

function rendered(element: ReactElement): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('the right answer of a wrongly answered question, its math typeset (issue 43)', () => {
  it('when the right options of a multiple choice hold math, then each is typeset, after its label', () => {
    const html = rendered(<KindFeedback kind="multiple" question={question} feedback={wrong} />);
    expect(html).toContain('Rätt svar: A: <kbd>\\(2^2\\)</kbd>; C: <kbd>\\(3^2\\)</kbd>');
  });

  it('when the accepted answer of a short answer holds math, then it is typeset after the label', () => {
    const short = { ...question, kind: 'short', options: [] } as unknown as QuizQuestion;
    const html = rendered(
      <KindFeedback
        kind="short"
        question={short}
        feedback={{ ...wrong, correctOption: '\\(\\frac{1}{2}\\)' }}
      />,
    );
    expect(html).toContain('Rätt svar: <kbd>\\(\\frac{1}{2}\\)</kbd>');
  });

  it('when the right item of a matching holds math, then the note under a wrong pick typesets it', () => {
    const matching = {
      ...question,
      kind: 'matching',
      prompts: ['Kvadraten av 2', 'Kvadraten av 3'],
      options: [
        { optionLabel: 'A', optionText: '\\(2^2\\)' },
        { optionLabel: 'B', optionText: '\\(3^2\\)' },
      ],
    } as unknown as QuizQuestion;
    const html = rendered(
      <KindAnswer
        kind="matching"
        question={matching}
        labelledBy="heading"
        selected="A,A"
        feedback={{ ...wrong, correctOption: 'A,B' }}
        disabled
        onAnswer={() => {}}
      />,
    );
    expect(html).toContain('Rätt svar är B: <kbd>\\(3^2\\)</kbd>');
  });
});

// SPEC §4 "Text-to-quiz": enter a text, generate, tick the questions to save (select-all), regenerate a question or
// its options, name the course, save; then the saved questions with add more or done.
import { lazy, Suspense, useEffect } from 'react';
import { Stack } from '@/components/ui/layout';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { SourceTextForm } from './source-text-form';
import { useTextToQuiz } from './use-text-to-quiz';

// What shows once questions are generated, and once they are saved, loads while the user waits for it: the page
// itself needs only the source form.
const loadQuestionsForm = () => import('./generated-questions-form');
const loadSavedReview = () => import('./saved-questions-review');
const GeneratedQuestionsForm = lazy(() =>
  loadQuestionsForm().then((module) => ({ default: module.GeneratedQuestionsForm })),
);
const SavedQuestionsReview = lazy(() =>
  loadSavedReview().then((module) => ({ default: module.SavedQuestionsReview })),
);

type TextToQuizProps = {
  /** A text to start from: the one photo to quiz read. */
  initialText: string;
};

export function TextToQuiz({ initialText }: TextToQuizProps) {
  const flow = useTextToQuiz(initialText);
  const { state, dispatch } = flow;

  useEffect(() => {
    if (flow.generating) void loadQuestionsForm();
  }, [flow.generating]);
  useEffect(() => {
    if (flow.saving) void loadSavedReview();
  }, [flow.saving]);

  if (state.saved) {
    return (
      <Suspense fallback={<ListSkeleton />}>
        <SavedQuestionsReview saved={state.saved} onAddMore={flow.addMore} />
      </Suspense>
    );
  }

  return (
    <Stack gap={3}>
      <SourceTextForm flow={flow} />
      {state.generation && (
        <Suspense fallback={<ListSkeleton />}>
          <GeneratedQuestionsForm
            generation={state.generation}
            ticked={state.ticked}
            noneTicked={state.noneTicked}
            regenerating={state.regenerating}
            course={state.course}
            saving={flow.saving}
            generating={flow.generating}
            onTick={(key, on) => dispatch({ type: 'questionTicked', key, on })}
            onTickAll={(on) => dispatch({ type: 'allTicked', on })}
            onRegenerate={flow.regenerate}
            onDescriptionChange={(value) => dispatch({ type: 'courseChanged', field: 'description', value })}
            onSave={flow.submitSave}
          />
        </Suspense>
      )}
    </Stack>
  );
}

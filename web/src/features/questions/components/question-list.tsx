import type { OptionResponse, QuestionResponse } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import { QuestionImage } from '@/components/ui/question-image';
import { Heading } from '@/components/ui/text';
import { useToast } from '@/components/ui/toast';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { questionEditPath } from '@/config/paths';
import { useDeleteQuestion } from '@/features/questions/api/delete-question';
import styles from './question-list.module.css';

function OptionLine({ option }: { option: OptionResponse }) {
  const { t } = useTranslation();
  return (
    <li className={styles.option} data-correct={option.isCorrect || undefined}>
      <span className={styles.label} aria-hidden>
        {option.optionLabel}
      </span>
      <span className={styles.optionText}>
        <span style={visuallyHidden}>{`${option.optionLabel}: `}</span>
        <MathText text={option.optionText} />
      </span>
      {option.isCorrect && (
        <Badge tone="success" size="small" icon={<CircleCheck />}>
          {t('questionList.correct')}
        </Badge>
      )}
    </li>
  );
}

type QuestionCardProps = {
  question: QuestionResponse;
  /** 1-based, in the course's order. */
  position: number;
  onDelete: () => void;
};

function QuestionCard({ question, position, onDelete }: QuestionCardProps) {
  const { t } = useTranslation();
  const numberId = useId();
  return (
    <Card as="article" padding={0} aria-labelledby={numberId}>
      <div className={styles.card}>
        <div className={styles.top}>
          <div className={styles.question}>
            <p id={numberId} className={styles.number}>
              {t('questionList.number', { position })}
            </p>
            <Heading level={2} size="h3">
              <span className={styles.questionText}>
                <MathText text={question.questionText} />
              </span>
            </Heading>
          </div>
          <span className={styles.actions}>
            <ButtonLink
              to={questionEditPath(question.id)}
              variant="outline"
              size="small"
              icon={<Pencil size={18} aria-hidden="true" />}
              aria-label={t('questionList.editQuestion', { position })}
            >
              {t('common.edit')}
            </ButtonLink>
            <span className={styles.delete}>
              <IconButton
                tone="inherit"
                label={t('questionList.deleteQuestion', { position })}
                icon={<Trash2 aria-hidden="true" />}
                onClick={onDelete}
              />
            </span>
          </span>
        </div>
        {question.imageUrl && <QuestionImage src={question.imageUrl} />}
        <Stack as="ol" gap={1}>
          {question.options.map((option) => (
            <OptionLine key={option.optionLabel} option={option} />
          ))}
        </Stack>
      </div>
    </Card>
  );
}

/** A course's questions in order, as its owner sees them: image, options, the correct one marked; edit or delete. */
export function QuestionList({ questions }: { questions: QuestionResponse[] }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deleteMutation = useDeleteQuestion();
  // The question stays set while the dialog fades out, so its text does not change meanwhile.
  const [deleting, setDeleting] = useState<QuestionResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap={2}>
      {questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          position={index + 1}
          onDelete={() => {
            setDeleting(question);
            setConfirming(true);
          }}
        />
      ))}
      <ConfirmDialog
        open={confirming}
        title={t('questionList.deleteTitle')}
        text={t('questionList.deleteText', { text: deleting?.questionText ?? '' })}
        confirmLabel={t('common.delete')}
        pending={deleteMutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!deleting) return;
          // A promise, not mutate's callbacks: deleting the last question replaces this list before the answer is handled.
          deleteMutation
            .mutateAsync(deleting.id)
            .then(
              () => showToast({ message: t('questionList.deleted') }),
              () => showToast({ message: t('questionList.deleteError'), severity: 'error' }),
            )
            .finally(() => setConfirming(false));
        }}
      />
    </Stack>
  );
}

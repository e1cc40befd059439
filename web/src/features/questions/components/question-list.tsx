import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OptionResponse, QuestionResponse } from '@quizdrill/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QuestionImage } from '@/components/ui/question-image';
import { useToast } from '@/components/ui/toast';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { questionEditPath } from '@/config/paths';
import { useDeleteQuestion } from '@/features/questions/api/delete-question';

function OptionLine({ option }: { option: OptionResponse }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: option.isCorrect ? 'success.main' : 'divider',
        bgcolor: (theme) => (option.isCorrect ? alpha(theme.palette.success.main, 0.08) : 'transparent'),
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 28,
          height: 28,
          borderRadius: '50%',
          fontWeight: 700,
          fontSize: '0.85rem',
          bgcolor: option.isCorrect ? 'success.main' : 'action.selected',
          color: option.isCorrect ? 'success.contrastText' : 'text.primary',
        }}
      >
        {option.optionLabel}
      </Box>
      <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {`${option.optionLabel}: `}
        </Box>
        {option.optionText}
      </Typography>
      {option.isCorrect && (
        <Chip
          size="small"
          color="success"
          icon={<CheckCircleRounded />}
          label={t('questionList.correct')}
          sx={{ flexShrink: 0 }}
        />
      )}
    </Box>
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
  const number = t('questionList.number', { position });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={number}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
            {number}
          </Typography>
          <Typography variant="h3" component="h2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.questionText}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={questionEditPath(question.id)}
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            aria-label={t('questionList.editQuestion', { position })}
          >
            {t('common.edit')}
          </Button>
          <Tooltip title={t('questionList.deleteQuestion', { position })}>
            <IconButton
              aria-label={t('questionList.deleteQuestion', { position })}
              onClick={onDelete}
              sx={{ color: 'error.main' }}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
      {question.imageUrl && <QuestionImage src={question.imageUrl} />}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {question.options.map((option) => (
          <OptionLine key={option.optionLabel} option={option} />
        ))}
      </Stack>
    </Paper>
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
    <Stack spacing={2}>
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

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type Mastery = { new: number; learning: number; mastered: number };

// The bar and its placeholder share their sizes: a course row keeps its height when the bar takes the placeholder's
// place.
const frameSx = { display: 'block', mt: 1, maxWidth: 360 } as const;
const BAR_HEIGHT = 8;
const BAR_RADIUS = 4;
const captionSx = { display: 'block', mt: 0.5 } as const;

/** The student's memory of a course in one bar: mastered, learning and new questions, with the counts in words. */
export function MasteryBar({ mastery }: { mastery: Mastery }) {
  const { t } = useTranslation();
  const total = mastery.new + mastery.learning + mastery.mastered;
  if (total === 0) return null;
  const parts = [
    { key: 'mastered', count: mastery.mastered, color: 'success.main' },
    { key: 'learning', count: mastery.learning, color: 'warning.main' },
    { key: 'new', count: mastery.new, color: 'action.disabledBackground' },
  ] as const;
  return (
    <Box component="span" sx={frameSx}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'flex',
          height: BAR_HEIGHT,
          borderRadius: BAR_RADIUS,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {parts.map((part) =>
          part.count > 0 ? (
            <Box
              component="span"
              key={part.key}
              data-part={part.key}
              sx={{ flexGrow: part.count, flexBasis: 0, bgcolor: part.color }}
            />
          ) : null,
        )}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={captionSx}>
        {t('memory.mastery.summary', mastery)}
      </Typography>
    </Box>
  );
}

/**
 * MasteryBar's place while the student's mastery loads: the bar and one line of caption in grey, so the list does
 * not move when the bars arrive after it (a layout shift Lighthouse counted on /courses).
 */
export function MasteryBarPlaceholder() {
  return (
    <Box component="span" aria-hidden sx={frameSx}>
      <Skeleton variant="rounded" height={BAR_HEIGHT} sx={{ borderRadius: BAR_RADIUS }} />
      <Typography component="span" variant="caption" sx={captionSx}>
        <Skeleton width="14em" />
      </Typography>
    </Box>
  );
}

/** A course's mastery from its summary; a course never practised is all new. */
export function masteryOf(
  questionCount: number,
  summary: { learning: number; mastered: number } | undefined,
): Mastery {
  const learning = summary?.learning ?? 0;
  const mastered = summary?.mastered ?? 0;
  return { new: Math.max(0, questionCount - learning - mastered), learning, mastered };
}

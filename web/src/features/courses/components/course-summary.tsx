import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CourseResponse } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

type CourseSummaryProps = {
  course: CourseResponse;
  showOwner: boolean;
  /** Where the display name leads, when it is a link of its own (a row with several actions). */
  to?: string;
};

/**
 * A course in a list: display name, then its name, language, question count and (when not the user's) owner. It
 * takes the row's width, and at least 240 px: on a phone the row's buttons move below it.
 */
export function CourseSummary({ course, showOwner, to }: CourseSummaryProps) {
  const { t } = useTranslation();
  const title = { display: 'block', fontWeight: 600, overflowWrap: 'anywhere' } as const;
  return (
    <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
      {to ? (
        <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={title}>
          {course.displayName}
        </Link>
      ) : (
        <Typography component="span" sx={title}>
          {course.displayName}
        </Typography>
      )}
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          mt: 0.5,
          color: 'text.secondary',
          typography: 'body2',
        }}
      >
        <Box
          component="code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            overflowWrap: 'anywhere',
          }}
        >
          {course.name}
        </Box>
        <span aria-hidden>·</span>
        <span>{t('courseList.questionCount', { count: course.questionCount })}</span>
        <Chip
          component="span"
          size="small"
          variant="outlined"
          label={t(languageNameKey[course.language])}
          lang={course.language}
        />
        {showOwner && course.ownerUsername && (
          <span>{t('courseList.byOwner', { owner: course.ownerUsername })}</span>
        )}
      </Box>
    </Box>
  );
}

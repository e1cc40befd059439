import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseResponse } from '@quizdrill/contracts/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { progressPath, quizPath } from '@/config/paths';

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

function CourseRow({
  course,
  divider,
  extra,
}: {
  course: CourseResponse;
  divider: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const empty = course.questionCount === 0;
  return (
    <ListItem
      divider={divider}
      disablePadding
      sx={{ flexWrap: 'wrap', alignItems: 'stretch', columnGap: 1, pr: { xs: 1, sm: 1.5 } }}
    >
      <ListItemButton
        component={RouterLink}
        to={quizPath(course.name)}
        disabled={empty}
        sx={{ flex: '1 1 260px', minWidth: 0, py: 1.75, gap: 1.5 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {course.displayName}
          </Typography>
          {course.description && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
                mt: 0.25,
              }}
            >
              {course.description}
            </Typography>
          )}
          <Box
            component="span"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}
          >
            <Chip
              component="span"
              size="small"
              color={empty ? 'default' : 'primary'}
              variant={empty ? 'outlined' : 'filled'}
              label={
                empty
                  ? t('courseCatalog.noQuestions')
                  : t('courseList.questionCount', { count: course.questionCount })
              }
            />
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={t(languageNameKey[course.language])}
              lang={course.language}
            />
          </Box>
          {extra}
        </Box>
        <ChevronRightRounded color="action" />
      </ListItemButton>
      <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto', pb: { xs: 1, sm: 0 } }}>
        <Button
          component={RouterLink}
          to={progressPath(course.name)}
          size="small"
          startIcon={<InsightsOutlined />}
          aria-label={t('courseCatalog.progressOf', { name: course.displayName })}
        >
          {t('courseCatalog.progress')}
        </Button>
      </Box>
    </ListItem>
  );
}

/**
 * SPEC §2 courses: every course with its question count; a course opens its quiz, its second button the progress.
 * `extraOf` adds a line under a course (the student's mastery of it).
 */
export function CourseCatalog({
  courses,
  extraOf,
}: {
  courses: readonly CourseResponse[];
  extraOf?: (course: CourseResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('pages.courses.title')}>
        {courses.map((course, index) => (
          <CourseRow
            key={course.id}
            course={course}
            divider={index < courses.length - 1}
            extra={extraOf?.(course)}
          />
        ))}
      </List>
    </Paper>
  );
}

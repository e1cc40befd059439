import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { CourseResponse } from '@quizdrill/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { courseEditPath, courseQuestionsPath } from '@/config/paths';
import { useDeleteCourse } from '@/features/courses/api/delete-course';
import type { AppUser } from '@/lib/token-claims';
import { CourseSummary } from './course-summary';

function DeleteCourseDialog({
  course,
  open,
  onClose,
}: {
  course: CourseResponse | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deleteMutation = useDeleteCourse();
  const name = course?.displayName ?? '';
  return (
    <ConfirmDialog
      open={open}
      title={t('courseList.deleteTitle')}
      text={t('courseList.deleteText', { name, count: course?.questionCount ?? 0 })}
      confirmLabel={t('common.delete')}
      pending={deleteMutation.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!course) return;
        // A promise, not mutate's callbacks: deleting the last course replaces this list before the answer is handled.
        deleteMutation
          .mutateAsync(course.id)
          .then(
            () => showToast({ message: t('courseList.deleted', { name }) }),
            () => showToast({ message: t('courseList.deleteError'), severity: 'error' }),
          )
          .finally(onClose);
      }}
    />
  );
}

/**
 * Deleting a course from a list of them, after a confirmation: `askToDelete(course)` opens the dialog, `dialog` goes
 * beside the list rather than in it, so that a list that loses its row (or, searched, all its rows) keeps the dialog
 * while it fades out.
 */
export function useCourseDeletion() {
  // The course stays set while the dialog fades out, so its text does not change meanwhile.
  const [deleting, setDeleting] = useState<CourseResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  return {
    askToDelete: (course: CourseResponse) => {
      setDeleting(course);
      setConfirming(true);
    },
    dialog: <DeleteCourseDialog course={deleting} open={confirming} onClose={() => setConfirming(false)} />,
  };
}

/** The courses a user may change (courses/list): each opens its questions or its edit form, or asks to be deleted. */
export function CourseManagementList({
  courses,
  user,
  onDelete,
}: {
  courses: readonly CourseResponse[];
  user: AppUser;
  onDelete: (course: CourseResponse) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('pages.courseList.title')}>
        {courses.map((course, index) => (
          <ListItem
            key={course.id}
            divider={index < courses.length - 1}
            sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.75, alignItems: 'center' }}
          >
            {/* The name opens the course's edit form, as "Edit" does: a teacher clicks the name first. */}
            <CourseSummary
              course={course}
              showOwner={course.ownerId !== user.id}
              to={courseEditPath(course.id)}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
              <Button
                component={RouterLink}
                to={courseQuestionsPath(course.id)}
                size="small"
                startIcon={<QuizOutlined />}
                aria-label={t('courseList.questionsOf', { name: course.displayName })}
              >
                {t('courseList.questions')}
              </Button>
              <Button
                component={RouterLink}
                to={courseEditPath(course.id)}
                size="small"
                variant="outlined"
                startIcon={<EditOutlined />}
                aria-label={t('courseList.editCourse', { name: course.displayName })}
              >
                {t('common.edit')}
              </Button>
              <Tooltip title={t('courseList.deleteCourse', { name: course.displayName })}>
                <IconButton
                  aria-label={t('courseList.deleteCourse', { name: course.displayName })}
                  onClick={() => onDelete(course)}
                  sx={{ color: 'error.main' }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

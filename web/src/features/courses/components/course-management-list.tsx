import type { CourseResponse } from '@quizdrill/contracts/types';
import FileQuestionMark from 'lucide-react/icons/file-question-mark';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { courseEditPath, courseQuestionsPath } from '@/config/paths';
import { useDeleteCourse } from '@/features/courses/api/delete-course';
import type { AppUser } from '@/lib/token-claims';
import styles from './course-management-list.module.css';
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
    <Card padding={0}>
      <ul className={styles.list} aria-label={t('pages.courseList.title')}>
        {courses.map((course) => (
          <li key={course.id} className={styles.row}>
            {/* The name opens the course's edit form, as "Edit" does: a teacher clicks the name first. */}
            <CourseSummary
              course={course}
              showOwner={course.ownerId !== user.id}
              to={courseEditPath(course.id)}
            />
            <span className={styles.actions}>
              <ButtonLink
                to={courseQuestionsPath(course.id)}
                variant="text"
                size="small"
                icon={<FileQuestionMark size={18} aria-hidden="true" />}
                aria-label={t('courseList.questionsOf', { name: course.displayName })}
              >
                {t('courseList.questions')}
              </ButtonLink>
              <ButtonLink
                to={courseEditPath(course.id)}
                variant="outline"
                size="small"
                icon={<Pencil size={18} aria-hidden="true" />}
                aria-label={t('courseList.editCourse', { name: course.displayName })}
              >
                {t('common.edit')}
              </ButtonLink>
              <span className={styles.delete}>
                <IconButton
                  tone="inherit"
                  label={t('courseList.deleteCourse', { name: course.displayName })}
                  icon={<Trash2 aria-hidden="true" />}
                  onClick={() => onDelete(course)}
                />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

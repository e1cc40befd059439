import { QUESTION_SECONDS_MAX, QUESTION_SECONDS_MIN } from '@quizdrill/contracts/rules';
import type { CreateGameResponse, LiveOrderType } from '@quizdrill/contracts/types';
import Play from 'lucide-react/icons/play';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseField } from '@/components/fields/course-field';
import { TeamField } from '@/components/fields/team-field';
import { teamLabel } from '@/components/fields/team-label';
import { Switch } from '@/components/ui/checkbox';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { FormLayout } from '@/components/ui/form-layout';
import { Radio, RadioGroup } from '@/components/ui/radio-group';
import { useCreateGame } from '@/features/live/api/live-games';
import styles from './live-create-form.module.css';

/** A course the host may start a game from (the route gives the list: courses are another feature's). */
export type LiveCourseChoice = { name: string; displayName: string; questionCount: number };

/** One of the host's teams, for a game only its members may join (issue 18); the route gives them too. */
export type LiveTeamChoice = {
  id: string;
  name: string;
  ownerName: string;
  ownerUsername: string;
  isOwner: boolean;
};

/** What a new game asks for when the host changes nothing: 20 seconds a question, the course's order, guests in. */
const DEFAULT_SECONDS = '20';

function parseSeconds(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const seconds = Number(text);
  return seconds >= QUESTION_SECONDS_MIN && seconds <= QUESTION_SECONDS_MAX ? seconds : null;
}

/** `/live/new`: course, order, pace and guests; creating the game opens its host screen. */
export function LiveCreateForm({
  courses,
  teams = [],
  onCreated,
}: {
  courses: readonly LiveCourseChoice[];
  teams?: readonly LiveTeamChoice[];
  onCreated: (game: CreateGameResponse) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateGame();
  // No course is chosen for the host (issue 41): a preselected first course was started by mistake.
  const [courseName, setCourseName] = useState('');
  const [orderType, setOrderType] = useState<LiveOrderType>('ORDER');
  const [timed, setTimed] = useState(true);
  const [seconds, setSeconds] = useState(DEFAULT_SECONDS);
  const [allowGuests, setAllowGuests] = useState(true);
  const [groupId, setGroupId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const courseRef = useRef<HTMLInputElement>(null);
  const secondsRef = useRef<HTMLInputElement>(null);

  const courseError = submitted && courseName === '' ? t('live.new.courseRequired') : undefined;
  const range = { min: QUESTION_SECONDS_MIN, max: QUESTION_SECONDS_MAX };
  const secondsError =
    submitted && timed && parseSeconds(seconds) === null ? t('live.new.secondsInvalid', range) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (courseName === '') return courseRef.current?.focus();
    const questionSeconds = timed ? parseSeconds(seconds) : null;
    if (timed && questionSeconds === null) return secondsRef.current?.focus();
    // A team's game admits its members only: no guests.
    const audience = groupId === '' ? { allowGuests } : { groupId, allowGuests: false };
    create.mutate({ courseName, orderType, questionSeconds, ...audience }, { onSuccess: onCreated });
  };

  return (
    <FormLayout
      onSubmit={onSubmit}
      error={create.error ? t('live.new.failed', { message: create.error.message }) : undefined}
    >
      <CourseField
        name="courseName"
        label={t('live.new.course')}
        courses={courses}
        value={courseName}
        onChange={setCourseName}
        optionText={(course) =>
          `${course.displayName} · ${t('live.new.questionCount', { count: course.questionCount })}`
        }
        error={courseError}
        inputRef={courseRef}
        required
      />
      <RadioGroup
        row
        name="orderType"
        label={t('live.new.order')}
        value={orderType}
        onChange={(value) => setOrderType(value === 'RANDOM' ? 'RANDOM' : 'ORDER')}
      >
        <Radio value="ORDER" label={t('live.new.orderOrder')} />
        <Radio value="RANDOM" label={t('live.new.orderRandom')} />
      </RadioGroup>
      <RadioGroup
        row
        name="pace"
        label={t('live.new.pace')}
        value={timed ? 'timed' : 'teacher'}
        onChange={(value) => setTimed(value === 'timed')}
      >
        <Radio value="timed" label={t('live.new.timed')} />
        <Radio value="teacher" label={t('live.new.teacherAdvances')} />
      </RadioGroup>
      {timed && (
        <div className={styles.seconds}>
          <FormField
            name="questionSeconds"
            type="number"
            label={t('live.new.seconds')}
            value={seconds}
            onChange={setSeconds}
            error={secondsError}
            hint={t('live.new.secondsHint', range)}
            inputRef={secondsRef}
            inputAttributes={{ min: QUESTION_SECONDS_MIN, max: QUESTION_SECONDS_MAX, step: 1 }}
          />
        </div>
      )}
      {teams.length > 0 && (
        <TeamField
          name="groupId"
          label={t('live.new.team')}
          teams={teams}
          value={groupId}
          onChange={setGroupId}
          optionText={teamLabel}
          noneText={t('live.new.noTeam')}
          hint={groupId === '' ? t('live.new.noTeamHint') : t('live.new.teamHint')}
        />
      )}
      <Switch
        name="allowGuests"
        label={t('live.new.allowGuests')}
        disabled={groupId !== ''}
        checked={groupId === '' && allowGuests}
        onChange={(event) => setAllowGuests(event.target.checked)}
      />
      <FormActions
        label={t('live.new.submit')}
        pendingLabel={t('live.new.submitting')}
        pending={create.isPending}
        icon={<Play size={20} fill="currentColor" aria-hidden="true" />}
      />
    </FormLayout>
  );
}

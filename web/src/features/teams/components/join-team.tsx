import { displayJoinCode, isWellFormedJoinCode, normalizeJoinCode } from '@quizdrill/contracts/rules/teams';
import type { AuthErrorCode } from '@quizdrill/contracts/types';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Cluster, Stack } from '@/components/ui/layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths, teamPath } from '@/config/paths';
import { useJoinTeam } from '@/features/teams/api/join-code';
import { isApiError } from '@/lib/api-client';

type JoinRefusal = (typeof AuthErrorCode)[
  | 'joinCodeMalformed'
  | 'joinCodeUnknown'
  | 'joinCodeDisabled'
  | 'notAStudent'
  | 'tooManyJoinAttempts'];
const REFUSALS: readonly string[] = [
  'join_code_malformed',
  'join_code_unknown',
  'join_code_disabled',
  'not_a_student',
  'too_many_join_attempts',
] satisfies JoinRefusal[];

function isRefusal(code: string): code is JoinRefusal {
  return REFUSALS.includes(code);
}

/** What went wrong, in words a student can act on; a failure that is none of the refusals may be tried again. */
function JoinFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : '';
  if (!isRefusal(code)) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="text" tone="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('teams.join.failed')}
      </Alert>
    );
  }
  const minutes = Math.max(1, Math.ceil((isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60) / 60));
  return <Alert tone="warning">{t(`teams.join.refused.${code}`, { count: minutes })}</Alert>;
}

/**
 * A team's join link opened by a signed-in student (issue 41): they join at once and are told so, or told why not.
 * The code is checked here first (a link cut short is not worth a wrong guess on the student's account).
 */
export function JoinTeam({ code }: { code: string }) {
  const { t } = useTranslation();
  const join = useJoinTeam();
  const normalized = normalizeJoinCode(code);
  const wellFormed = isWellFormedJoinCode(normalized);
  const sent = useRef<string | null>(null);
  const { mutate } = join;

  useEffect(() => {
    if (!wellFormed || sent.current === normalized) return;
    sent.current = normalized;
    mutate(normalized);
  }, [wellFormed, normalized, mutate]);

  if (!wellFormed) {
    return <Alert tone="warning">{t('teams.join.refused.join_code_malformed')}</Alert>;
  }
  if (join.isError) return <JoinFailure error={join.error} onRetry={() => mutate(normalized)} />;
  if (!join.isSuccess) return <PageSpinner />;
  const { group, joined } = join.data;
  return (
    <Stack gap={2} align="start">
      <Alert tone="success">
        {joined
          ? t('teams.join.joined', { name: group.name, code: displayJoinCode(normalized) })
          : t('teams.join.alreadyMember', { name: group.name })}
      </Alert>
      <Cluster gap={1}>
        <ButtonLink to={paths.courses}>{t('teams.join.toCourses')}</ButtonLink>
        <ButtonLink variant="outline" to={teamPath(group.id)}>
          {t('teams.join.toTeam')}
        </ButtonLink>
      </Cluster>
    </Stack>
  );
}

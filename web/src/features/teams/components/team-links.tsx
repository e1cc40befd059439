import ChevronRight from 'lucide-react/icons/chevron-right';
import UserCog from 'lucide-react/icons/user-cog';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { List, ListItemLink } from '@/components/ui/list';
import { teamPath } from '@/config/paths';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';
import styles from './team-list.module.css';

/** Teams to manage, each a link to its page (its members), with a line under its name. */
export function TeamLinks({
  teams,
  label,
  detailOf,
}: {
  teams: readonly TeamSummary[];
  /** The list's accessible name. */
  label: string;
  detailOf: (team: TeamSummary) => string;
}) {
  return (
    <Card padding={0}>
      <div className={styles.clip}>
        <List dividers aria-label={label}>
          {teams.map((team) => (
            <ListItemLink
              key={team.id}
              to={teamPath(team.id)}
              leading={
                <Avatar tone="secondary">
                  <UserCog />
                </Avatar>
              }
              primary={<span className={styles.name}>{team.name}</span>}
              secondary={detailOf(team)}
              trailing={<ChevronRight className={styles.chevron} aria-hidden="true" />}
            />
          ))}
        </List>
      </div>
    </Card>
  );
}

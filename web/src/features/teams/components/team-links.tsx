import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { teamPath } from '@/config/paths';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';

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
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {teams.map((team, index) => (
          <ListItem key={team.id} disablePadding divider={index < teams.length - 1}>
            <ListItemButton component={RouterLink} to={teamPath(team.id)} sx={{ py: 1.5 }}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                  <ManageAccountsOutlined />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={team.name}
                secondary={detailOf(team)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRightRounded color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

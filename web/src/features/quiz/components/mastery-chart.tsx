import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReviewHistoryDay } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';

const CHART_HEIGHT = 260;
const AXIS_WIDTH = 32;
/** A tick a week: 30 dates side by side do not fit a phone. Counted back from today, so today is always labelled. */
const TICK_EVERY_DAYS = 7;

/**
 * The course's questions at the end of each day, stacked: mastered at the bottom, learning, then new on top, so the
 * stack's height is the course and the green band's growth is what the student has learnt. The drawing is hidden
 * from screen readers; the sentence under it says where the student stands today.
 */
export function MasteryChart({ days }: { days: ReviewHistoryDay[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The dates are the user's own days: read them as such, whatever zone the browser formats in.
  const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const dates = days.map((day) => day.date);
  const last = days.length - 1;
  const today = days[last];
  const series = [
    { key: 'mastered', color: theme.palette.success.main },
    { key: 'learning', color: theme.palette.warning.main },
    { key: 'new', color: theme.palette.grey[theme.palette.mode === 'dark' ? 700 : 400] },
  ] as const;
  return (
    <Box>
      {/* No fixed height: the legend above the plot adds to it, and the line below must not slide under the ticks. */}
      <Box aria-hidden sx={{ width: '100%' }}>
        <LineChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
          xAxis={[
            {
              scaleType: 'point',
              data: dates,
              valueFormatter: formatDay,
              tickInterval: (_date: string, index: number) => (last - index) % TICK_EVERY_DAYS === 0,
            },
          ]}
          yAxis={[{ min: 0, tickMinStep: 1, width: AXIS_WIDTH }]}
          series={series.map(({ key, color }) => ({
            id: key,
            label: t(`memory.mastery.${key}`),
            data: days.map((day) => day[key]),
            stack: 'mastery',
            area: true,
            showMark: false,
            // Each point is a day's end, not a trend: straight lines between them.
            curve: 'linear' as const,
            color,
          }))}
          grid={{ horizontal: true }}
        />
      </Box>
      {today && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('progress.mastery.today', today)}
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SessionProgress } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { formatErrorRate } from '@/lib/error-rate';

const CHART_HEIGHT = 300;

/** Wide enough for "100 %" (or a three-digit score) at the axes' font size, so no tick label is shortened. */
const AXIS_WIDTH = 52;

/**
 * Score (left axis, 0 to the most questions a session answered) and error rate (right axis, 0–100 %) of each
 * session, oldest first. Both axes have fixed ends, so a single session scored 0 sits at the bottom rather than in
 * the middle of an empty range. The legend names the axes, so a phone keeps its width for the lines. The table
 * beside it in the page carries the same numbers for screen readers, so the drawing itself is hidden from them.
 */
export function ProgressChart({ sessions }: { sessions: SessionProgress[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const numbers = sessions.map((_session, index) => index + 1);
  const mostAnswered = Math.max(1, ...sessions.map((session) => session.answered));
  return (
    <Box aria-hidden sx={{ width: '100%', height: CHART_HEIGHT }}>
      <LineChart
        height={CHART_HEIGHT}
        skipAnimation
        // Hidden from assistive technology, so it must hold no tab stop either: the table is the way in.
        disableKeyboardNavigation
        margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: numbers,
            label: t('progress.chart.sessionAxis'),
            valueFormatter: (number: number) => String(number),
          },
        ]}
        yAxis={[
          {
            id: 'score',
            min: 0,
            max: mostAnswered,
            tickMinStep: 1,
            position: 'left',
            width: AXIS_WIDTH,
            valueFormatter: (value: number) => String(value),
          },
          {
            id: 'errorRate',
            min: 0,
            max: 100,
            position: 'right',
            width: AXIS_WIDTH,
            valueFormatter: (value: number) => `${value} %`,
          },
        ]}
        series={[
          {
            id: 'score',
            label: t('progress.chart.score'),
            data: sessions.map((session) => session.score),
            yAxisId: 'score',
            color: theme.palette.primary.main,
            // A single session is a point, not a line: the marks show it.
            showMark: true,
            valueFormatter: (value, { dataIndex }) =>
              t('quiz.stats.scoreValue', { score: value ?? 0, total: sessions[dataIndex]?.answered ?? 0 }),
          },
          {
            id: 'errorRate',
            label: t('progress.chart.errorRate'),
            data: sessions.map((session) => session.errorRate),
            yAxisId: 'errorRate',
            color: theme.palette.error.main,
            showMark: true,
            shape: 'square',
            valueFormatter: (value) => formatErrorRate(value ?? 0, language),
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}

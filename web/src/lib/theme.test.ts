// Alerts and toasts are read through the colours MUI actually renders from our theme, so a palette change that
// makes any of them unreadable fails here, not only on the screens a browser test happens to show.
import Alert, { type AlertColor, type AlertProps } from '@mui/material/Alert';
import { decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ThemeMode } from './storage';
import { createAppTheme } from './theme';

const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The last value of a declaration in a CSS rule body (later declarations win). */
function lastDeclaration(rule: string, property: string): string | undefined {
  const values = [...rule.matchAll(new RegExp(`(?:^|[;{])${property}:([^;}]+)`, 'g'))];
  return values.at(-1)?.[1]?.trim();
}

/** A colour with transparency as it shows over an opaque background. */
function over(color: string, background: string): string {
  const [red, green, blue, opacity = 1] = decomposeColor(color).values;
  const [backRed, backGreen, backBlue] = decomposeColor(background).values;
  const mix = (front: number, back: number) => Math.round(front * opacity + back * (1 - opacity));
  return `rgb(${mix(red, backRed)}, ${mix(green, backGreen)}, ${mix(blue, backBlue)})`;
}

/** Text and background colours of an alert's root as MUI styles it with the app theme. */
function renderedAlertColors(mode: ThemeMode, severity: AlertColor, variant: AlertProps['variant']) {
  const html = renderToString(
    createElement(
      ThemeProvider,
      { theme: createAppTheme(mode) },
      createElement(Alert, { severity, variant }, 'Text'),
    ),
  );
  const rootClass = html.match(/class="[^"]*\b(css-[\w-]+-MuiAlert-root)\b/)?.[1];
  const rule = rootClass && html.match(new RegExp(`\\.${rootClass}\\{([^}]*)\\}`))?.[1];
  if (!rule) throw new Error(`no style rule for the ${variant} ${severity} alert`);
  return { text: lastDeclaration(rule, 'color'), background: lastDeclaration(rule, 'background-color') };
}

describe('alert colours', () => {
  const cases = (['light', 'dark'] as const).flatMap((mode) =>
    (['success', 'info', 'warning', 'error'] as const).flatMap((severity) =>
      (['standard', 'outlined', 'filled'] as const).map((variant) => ({ mode, severity, variant })),
    ),
  );

  it.each(cases)(
    'when a $variant $severity alert or toast shows in $mode mode, then its text has at least 4.5:1 contrast',
    ({ mode, severity, variant }) => {
      const { palette } = createAppTheme(mode);
      const { text, background } = renderedAlertColors(mode, severity, variant);
      expect(text).toBeDefined();
      // An outlined alert is transparent: it shows whichever surface it sits on.
      const surfaces =
        background && background !== 'transparent'
          ? [background]
          : [palette.background.default, palette.background.paper];
      for (const surface of surfaces) {
        expect(
          getContrastRatio(over(text ?? '', surface), surface),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
      }
    },
  );
});

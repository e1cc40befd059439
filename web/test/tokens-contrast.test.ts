// WCAG AA's 4.5:1 for every pair of colour tokens that the UI layer (src/components/ui) puts text in, read from
// tokens.css as the browser resolves it, in both themes: a token changed for one pair is checked in every pair it is in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokensCss = readFileSync(new URL('../src/components/ui/tokens.css', import.meta.url), 'utf8');

type Theme = 'light' | 'dark';
/** sRGB channels from 0 to 1, with alpha. */
type Colour = { red: number; green: number; blue: number; alpha: number };

const tokens = new Map(
  [...tokensCss.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
);

/** The arguments of a CSS function, split at its own commas only. */
function argumentsOf(call: string): string[] {
  const inner = call.slice(call.indexOf('(') + 1, call.lastIndexOf(')'));
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < inner.length; index += 1) {
    if (inner[index] === '(') depth += 1;
    else if (inner[index] === ')') depth -= 1;
    else if (inner[index] === ',' && depth === 0) {
      parts.push(inner.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...parts, inner.slice(start).trim()];
}

/** A colour value of tokens.css as the theme resolves it: light-dark(), var(), color-mix() in sRGB, hex, rgb(). */
function resolve(value: string, theme: Theme): Colour {
  if (value.startsWith('light-dark(')) {
    const [light, dark] = argumentsOf(value);
    return resolve(theme === 'light' ? light! : dark!, theme);
  }
  if (value.startsWith('var(')) {
    const name = argumentsOf(value)[0]!;
    const token = tokens.get(name);
    if (!token) throw new Error(`${name} is no colour token`);
    return resolve(token, theme);
  }
  if (value.startsWith('color-mix(')) {
    const [space, first, second] = argumentsOf(value);
    if (space !== 'in srgb') throw new Error(`only sRGB mixes are read, not ${value}`);
    const [firstColour, firstShare] = first!.split(/\s+(?=[\d.]+%$)/);
    const share = Number.parseFloat(firstShare!) / 100;
    const [a, b] = [resolve(firstColour!, theme), resolve(second!, theme)];
    const mix = (x: number, y: number) => x * share + y * (1 - share);
    return { red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: 1 };
  }
  if (value === 'white') return resolve('#fff', theme);
  if (value === 'black') return resolve('#000', theme);
  const hex = value.match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [red, green, blue] = digits.map((pair) => Number.parseInt(pair, 16) / 255);
    return { red: red!, green: green!, blue: blue!, alpha: 1 };
  }
  const rgb = value.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+)%)?\)$/);
  if (rgb) {
    const [red, green, blue] = rgb.slice(1, 4).map((channel) => Number(channel) / 255);
    return { red: red!, green: green!, blue: blue!, alpha: rgb[4] ? Number(rgb[4]) / 100 : 1 };
  }
  throw new Error(`cannot read the colour ${value}`);
}

/** `top` painted over the opaque `under`. */
function over(top: Colour, under: Colour): Colour {
  const blend = (x: number, y: number) => x * top.alpha + y * (1 - top.alpha);
  return {
    red: blend(top.red, under.red),
    green: blend(top.green, under.green),
    blue: blend(top.blue, under.blue),
    alpha: 1,
  };
}

function luminance({ red, green, blue }: Colour): number {
  const linear = (channel: number) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast of text `foreground` on `background` (CSS values), a see-through background laid on the surface. */
function contrast(foreground: string, background: string, theme: Theme): number {
  const behind = over(resolve(background, theme), resolve('var(--color-surface)', theme));
  const [lighter, darker] = [luminance(over(resolve(foreground, theme), behind)), luminance(behind)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

const tones = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

// [text, background]: each tone with its own text (solid buttons, badges, option letters, filled alerts and toasts,
// avatars), the solid buttons' hovers, each tone as text on the page (outline and text buttons, outline badges, error
// messages), the neutral inks, and the neutral solid button and grey avatar that invert them.
const pairs: [string, string][] = [
  ...tones.map((tone): [string, string] => [`--color-on-${tone}`, `--color-${tone}`]),
  ['--color-on-primary', '--color-primary-strong'],
  ['--color-on-error', '--color-error-strong'],
  ['--color-on-warning', '--color-warning-strong'],
  ...tones.flatMap((tone): [string, string][] => [
    [`--color-${tone}`, '--color-surface'],
    [`--color-${tone}`, '--color-background'],
  ]),
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-background'],
  ['--color-text-secondary', '--color-surface'],
  ['--color-text-secondary', '--color-background'],
  ['--color-surface', '--color-text'],
  ['--color-surface', '--color-text-secondary'],
  ['--color-surface', '--color-action'],
];

describe('the colour tokens', () => {
  it.each(['light', 'dark'] as const)(
    'when shown %s, then every text on its background reads at 4.5:1 at least',
    (theme) => {
      const short = pairs
        .map(([foreground, background]) => ({
          foreground,
          background,
          ratio: contrast(`var(${foreground})`, `var(${background})`, theme),
        }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ foreground, background, ratio }) => `${foreground} on ${background}: ${ratio.toFixed(2)}:1`);
      expect(short).toEqual([]);
    },
  );

  // The reader itself, against figures WCAG tools give: a misread value must not pass the check above unseen.
  it('when a colour is written as hex, rgb() with alpha, color-mix() or light-dark(), then it reads as a browser would', () => {
    expect(contrast('#fff', '#767676', 'light')).toBeCloseTo(4.54, 2);
    expect(contrast('#fff', '#f44336', 'light')).toBeCloseTo(3.68, 2);
    expect(contrast('rgb(0 0 0 / 87%)', '#fff', 'light')).toBeCloseTo(16.07, 2);
    expect(contrast('#fff', 'color-mix(in srgb, #f44336 70%, black)', 'light')).toBeCloseTo(6.65, 1);
    expect(contrast('light-dark(#000, #fff)', 'light-dark(#fff, #000)', 'dark')).toBeCloseTo(21, 5);
  });
});

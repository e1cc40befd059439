// How each option looks in a live game, on the projector and on the phones alike: a colour, a shape and its letter,
// so a player who cannot tell the colours apart still finds "the triangle, A". The colours keep white text readable
// (WCAG AA), in light and dark mode.
import Box from '@mui/material/Box';

type Shape = 'triangle' | 'diamond' | 'circle' | 'square' | 'pentagon' | 'hexagon';

const LOOKS: readonly { colour: string; shape: Shape }[] = [
  { colour: '#c62828', shape: 'triangle' },
  { colour: '#1565c0', shape: 'diamond' },
  { colour: '#8d5a00', shape: 'circle' },
  { colour: '#2e7d32', shape: 'square' },
  { colour: '#6a1b9a', shape: 'pentagon' },
  { colour: '#00695c', shape: 'hexagon' },
];

/** The look of the option at `index` (0-based); more options than looks take them round again. */
export function optionLook(index: number): { colour: string; shape: Shape } {
  return LOOKS[index % LOOKS.length] ?? { colour: '#c62828', shape: 'triangle' };
}

const PATHS: Record<Shape, string> = {
  triangle: 'M12 3 L22 21 L2 21 Z',
  diamond: 'M12 2 L22 12 L12 22 L2 12 Z',
  circle: 'M12 2 A10 10 0 1 1 11.99 2 Z',
  square: 'M3 3 H21 V21 H3 Z',
  pentagon: 'M12 2 L22 9.5 L18 21 L6 21 L2 9.5 Z',
  hexagon: 'M7 3 H17 L22 12 L17 21 H7 L2 12 Z',
};

/** The option's shape, white on its colour; decorative (the letter beside it says the same). */
export function OptionShape({ index, size = 28 }: { index: number; size?: number }) {
  const { shape } = optionLook(index);
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, fill: 'currentColor' }}
    >
      <path d={PATHS[shape]} />
    </Box>
  );
}

type OptionFaceProps = {
  index: number;
  label: string;
  /** The option's text; players' phones show only letter and shape when the text is on the projector. */
  text?: string;
  /** The projector's big type, or the phone's. */
  big?: boolean;
  /** Faded: another option was chosen. */
  dimmed?: boolean;
};

/** An option's coloured face: shape, letter and text, white on the option's colour. */
export function OptionFace({ index, label, text, big = false, dimmed = false }: OptionFaceProps) {
  const { colour } = optionLook(index);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: big ? 2 : 1.5,
        width: '100%',
        height: '100%',
        minHeight: big ? 88 : 72,
        px: big ? 3 : 2,
        py: 1.5,
        borderRadius: 2,
        // Faded as an outline rather than by opacity, so the text stays readable (and axe agrees).
        border: 3,
        borderColor: colour,
        bgcolor: dimmed ? 'background.paper' : colour,
        color: dimmed ? 'text.secondary' : '#fff',
        textAlign: 'left',
      }}
    >
      <OptionShape index={index} size={big ? 40 : 32} />
      <Box component="span" sx={{ fontWeight: 800, fontSize: big ? '2rem' : '1.6rem', lineHeight: 1 }}>
        {label}
      </Box>
      {text && (
        <Box
          component="span"
          sx={{ fontWeight: 600, fontSize: big ? '1.75rem' : '1.15rem', overflowWrap: 'anywhere' }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

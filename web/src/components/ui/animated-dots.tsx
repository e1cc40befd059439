import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

/** Three dots that light up in turn: something is on its way (SPEC §4 "preparing"). Still without motion. */
export function AnimatedDots() {
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', ml: 0.25, letterSpacing: '0.05em' }}>
      {[0, 1, 2].map((index) => (
        <Box
          key={index}
          component="span"
          sx={{
            animation: `${blink} 1.2s ease-in-out ${index * 0.2}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        >
          .
        </Box>
      ))}
    </Box>
  );
}

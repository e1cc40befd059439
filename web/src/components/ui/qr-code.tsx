// A link as a QR code (a live game's join URL on the projector, a team's join link), drawn as SVG. The encoder
// (qrcode-generator: no dependencies, ~20 kB) is fetched only when a screen shows one, so no other page pays for it.
import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';
import { Skeleton } from './skeleton';

/** The dark modules as one SVG path, one unit per module, with the 4-module quiet zone the standard asks for. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { default: qrcode } = await import('qrcode-generator');
  // M: 15 % of the code may be lost (a projector's glare) and it still reads.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: count + 2 * quiet, path };
}

/**
 * A QR code of `text`, `size` pixels square; always black on white, which every phone camera reads. `label` names it
 * for a screen reader (the address it carries).
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    qrPath(text).then(
      (code) => {
        if (current) setDrawn({ text, ...code });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <Skeleton shape="block" width={size} height={size} />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      width={size}
      height={size}
      className={styles.code}
    >
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}

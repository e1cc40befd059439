// Photos of text the OCR tests and the OCR bench draw themselves: SVG rendered by sharp (librsvg) in DejaVu Sans,
// on paper-grey.
import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface TextPhotoOptions {
  width?: number;
  /** At least as high as the lines need; unset, just that. */
  height?: number;
  fontSize?: number;
}

/** An upright PNG with one line of text per entry. */
export async function textPhoto(
  lines: readonly string[],
  { width = 1400, height: minHeight = 0, fontSize = 36 }: TextPhotoOptions = {},
) {
  const lineHeight = Math.round(fontSize * 1.6);
  const height = Math.max(minHeight, lineHeight * (lines.length + 1));
  const text = lines
    .map(
      (line, index) =>
        `<text x="${fontSize}" y="${lineHeight * (index + 1)}" font-family="DejaVu Sans" font-size="${fontSize}" fill="#2b2b2b">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e9e4d8"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The JPEG a phone held sideways writes: pixels stored turned, and an EXIF orientation saying how to turn them
 * back (6: a quarter turn clockwise, 8: a quarter turn anticlockwise).
 */
export async function sidewaysJpeg(upright: Buffer, orientation: 6 | 8) {
  return sharp(upright)
    .rotate(orientation === 6 ? 270 : 90)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .toBuffer();
}

export interface PagePhotoOptions extends TextPhotoOptions {
  degrees?: number;
  /** How soft the photo is (a Gaussian blur's sigma): a larger photo of the same page wants more. */
  blur?: number;
}

/**
 * A phone photo of a page: the text on paper-grey, turned a few degrees with the dark table showing round it,
 * slightly soft, as a JPEG.
 */
export async function pagePhoto(
  lines: readonly string[],
  { degrees = 3, width = 1800, height, fontSize = 36, blur = 0.8 }: PagePhotoOptions = {},
) {
  const paper = await textPhoto(lines, { width, height, fontSize });
  return sharp(paper)
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#4a4238' })
    .rotate(degrees, { background: '#4a4238' })
    .blur(blur)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A typical textbook page: a heading and a paragraph, Swedish with English terms, about a hundred words. */
export const PAGE_LINES = [
  'Fotosyntes',
  'Växter tar upp koldioxid från luften och vatten från marken.',
  'Med hjälp av solljus bildas socker och syre i bladens celler.',
  'Processen kallas fotosyntes, på engelska photosynthesis, och sker',
  'i kloroplasterna, som innehåller det gröna färgämnet klorofyll.',
  'Sockret används som energi för tillväxt, och syret släpps ut',
  'genom klyvöppningarna på bladens undersida. Utan fotosyntes',
  'skulle det inte finnas något syre att andas för djur och människor.',
  'Faktorer som påverkar hastigheten är ljus, temperatur och mängden',
  'koldioxid i luften. På vintern går processen långsammare.',
] as const;

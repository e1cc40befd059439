// Bytes to text for every format: UTF-8 with or without BOM, else Windows-1252 (what Excel in a Swedish locale saves
// as "CSV"), line ends normalised. A file with NUL bytes is refused as binary, naming the line.
import type { ImportIssue } from '@quizdrill/contracts';
import { issue } from './issues.js';

export type DecodedText = { text: string; encoding: 'utf-8' | 'windows-1252' } | { error: ImportIssue };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const windows1252 = new TextDecoder('windows-1252');

function lineOfByte(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    return { error: issue(lineOfByte(bytes, nul), 'binary_file') };
  }
  let text: string;
  let encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  try {
    text = utf8.decode(bytes);
  } catch {
    // Not UTF-8: the single-byte Windows code page every Western Excel uses (å ä ö are 0xE5 0xE4 0xF6).
    text = windows1252.decode(bytes);
    encoding = 'windows-1252';
  }
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.trim()) return { error: issue(1, 'empty_file') };
  return { text, encoding };
}

/**
 * GEF files are plain text in the producer's code page. DOMAIN-NOTES ('GEF-BORE'): read UTF-8 and fall
 * back to cp1252. Real files come in both (the Multiconsult sample is Windows-1252, the DINO ones UTF-8).
 */
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'windows-1252';
}

/** Decodes GEF bytes: strict UTF-8 first, Windows-1252 when the bytes are not valid UTF-8. */
export function decodeGefBytes(bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Windows-1252 bytes 0x80–0x9F (five are unassigned), the only range where it differs from Latin-1. */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const cp1252Byte = new Map([...cp1252High].map((character, index) => [character, 0x80 + index]));

/**
 * Encodes text as Windows-1252, the code page GEF readers expect. Characters it cannot hold become '?'
 * and are returned so the writer can log them.
 */
export function encodeWindows1252(text: string): { bytes: Uint8Array; replaced: string[] } {
  const bytes = new Uint8Array(text.length);
  const replaced: string[] = [];
  let length = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f;
    const mapped = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : cp1252Byte.get(character);
    if (mapped === undefined || (code >= 0x80 && code < 0xa0)) {
      replaced.push(character);
      bytes[length++] = 0x3f;
    } else {
      bytes[length++] = mapped;
    }
  }
  return { bytes: bytes.slice(0, length), replaced };
}

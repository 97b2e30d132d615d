/**
 * Deepest nesting of objects and arrays a request body may have (ASVS 5.1.4 and 13.2.2: structured
 * input checked against its shape before it is accepted). The calls' own bodies nest 5 deep (body,
 * data, velddata, table, row); settings a few more. Deeper bodies are refused before parsing, so
 * that no recursive step (validation, logging, answering) ever meets a 4,500-deep value.
 */
export const maxJsonDepth = 64;

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`. One pass over the characters
 * with a counter — no recursion and no parse — so it is safe on any input; brackets inside strings
 * do not count. Malformed text is left for the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

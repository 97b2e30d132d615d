/**
 * Export file names have special characters stripped (spec 02 section 7): letters, digits, '-', '_'
 * and '.' are kept, anything else becomes '_', and an empty name becomes 'export'.
 */
export function safeFileName(name: string): string {
  const safe = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+|_+$/g, '');
  return safe === '' ? 'export' : safe;
}

/** A name not yet in `used` (case-insensitive), by adding _2, _3, … before the extension; records it as used. */
export function uniqueFileName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  let candidate = name;
  for (let counter = 2; used.has(candidate.toLowerCase()); counter += 1) candidate = `${stem}_${counter}${extension}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

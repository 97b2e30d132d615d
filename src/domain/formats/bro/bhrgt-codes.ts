import type { QualityRegime } from './bro-objects';

/**
 * BRO colours (code list Colour) of a main colour and shade of ours (code lists 'colours' and 'colour
 * shades'): light and dark variants, 'standaard' without a shade; white and black have no variants.
 * Orange and beige have no BRO colour; purple is IMBRO/A only.
 */
export function broColour(main: string | null | undefined, shade: string | null | undefined, regime: QualityRegime): string | null {
  const names: Readonly<Record<string, string>> = { BL: 'blauw', BR: 'bruin', GE: 'geel', GN: 'groen', GR: 'grijs', OL: 'olijf', RO: 'rood' };
  if (main === 'WI') return 'wit';
  if (main === 'ZW') return 'zwart';
  if (main === 'PA') return regime === 'IMBRO/A' ? 'paars' : null;
  const name = main ? names[main] : undefined;
  if (!name) return null;
  if (shade === 'LI') return `licht${name}`;
  if (shade === 'DO') return `donker${name}`;
  return `standaard${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
}

/** Our main colour and shade of a BRO colour, the reverse of broColour. */
export function colourOfBro(colour: string): { main: string; shade: string | null } | null {
  const codes: Readonly<Record<string, string>> = { blauw: 'BL', bruin: 'BR', geel: 'GE', groen: 'GN', grijs: 'GR', olijf: 'OL', rood: 'RO', wit: 'WI', zwart: 'ZW', paars: 'PA' };
  const match = /^(licht|donker|standaard)?(.+)$/i.exec(colour);
  const shade = match?.[1]?.toLowerCase();
  const main = codes[(match?.[2] ?? '').toLowerCase()];
  if (!main) return null;
  return { main, shade: shade === 'licht' ? 'LI' : shade === 'donker' ? 'DO' : null };
}

/**
 * BRO SandMedianClass of a sand median class of ours (NEN 5104 class limits 105, 150, 210, 300, 420 µm).
 * IMBRO knows 150–200 and 200–300 µm where NEN 5104 has 150–210 and 210–300; those two classes and
 * 'uiterst grof' are written as the general 'fijn', 'middelgrof' and 'grof' under IMBRO.
 */
export function broSandMedian(code: string | null | undefined, regime: QualityRegime): string | null {
  const imbroA: Readonly<Record<string, string>> = {
    ZUF: 'fijn63tot105um', ZZF: 'fijn105tot150um', ZMF: 'fijn150tot210um', ZMG: 'middelgrof210tot300um', ZZG: 'middelgrof300tot420um', ZUG: 'grof420tot2000um',
  };
  const imbro: Readonly<Record<string, string>> = { ZUF: 'fijn63tot105um', ZZF: 'fijn105tot150um', ZMF: 'fijn', ZMG: 'middelgrof', ZZG: 'middelgrof300tot420um', ZUG: 'grof' };
  return code ? ((regime === 'IMBRO/A' ? imbroA : imbro)[code] ?? null) : null;
}

/** Our sand median class of a BRO SandMedianClass, where the class limits agree. */
export function sandMedianOfBro(value: string): string | null {
  const codes: Readonly<Record<string, string>> = {
    fijn63tot105um: 'ZUF', fijn105tot150um: 'ZZF', fijn150tot210um: 'ZMF', middelgrof210tot300um: 'ZMG', middelgrof300tot420um: 'ZZG', grof420tot2000um: 'ZUG',
  };
  return codes[value] ?? null;
}

/** BRO GravelMedianClass of a gravel median class of ours (GFN, GMG, GZG). */
export function broGravelMedian(code: string | null | undefined): string | null {
  const classes: Readonly<Record<string, string>> = { GFN: 'fijn', GMG: 'middelgrof', GZG: 'grof' };
  return code ? (classes[code] ?? null) : null;
}

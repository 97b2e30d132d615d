/**
 * GEF coordinate and height codes (DOMAIN-NOTES 'GEF-BORE'): XYID 31000 RD, 32000 Belgian Lambert 72,
 * 00001 WGS84, 31001 UTM 31N; ZID 31000 NAP, 32001 TAW. Keyed by the GcCode of PrCoordinateSystem.
 */
const xyCodes: Readonly<Record<string, string>> = {
  'EPSG:28992': '31000',
  'EPSG:31370': '32000',
  'EPSG:4326': '00001',
  'EPSG:25831': '31001',
};

/** The GEF XYID code of a coordinate system, or null when GEF has none for it. */
export function gefXyCode(system: string | null | undefined): string | null {
  return system ? (xyCodes[system] ?? null) : null;
}

/** The coordinate system of a GEF XYID code, or null for a code we do not know. */
export function systemOfGefXyCode(code: string): string | null {
  const normalised = code.trim().replace(/^0+(?=\d)/, '');
  for (const [system, xy] of Object.entries(xyCodes)) {
    if (xy.replace(/^0+(?=\d)/, '') === normalised) return system;
  }
  return null;
}

/** The GEF ZID code for heights in a coordinate system: TAW in Belgium, NAP otherwise. */
export function gefZCode(system: string | null | undefined): string {
  return system === 'EPSG:31370' ? '32001' : '31000';
}

/**
 * Unit codes of observations. The spec names three (19 length, 8 temperature, 44 volume; spec 01
 * section 3); the rest are ours, numbered clear of those, until a code list says otherwise.
 */
export const observationUnits = {
  none: 0,
  temperature: 8,
  length: 19,
  volume: 44,
  microSiemensPerCm: 101,
  millivolt: 102,
  ntu: 103,
  milligramPerLitre: 104,
  partsPerMillion: 105,
  minutes: 106,
} as const;

export type ObservationUnit = (typeof observationUnits)[keyof typeof observationUnits];

/** How an observation's value is written: a number, a code from a list, or J/N or T/F flags. */
export type ObservationValueKind = 'number' | 'code' | 'yesNo' | 'trueFalse';

/** One water sample property stored as an observation (spec 01 section 3, 'extra properties'). */
export interface ObservationProperty {
  code: string;
  unit: ObservationUnit;
  kind: ObservationValueKind;
}

/**
 * The water sample properties the spec lists as observations: colour, odour, redox, pH,
 * groundwater level, temperature, PID, amount pumped, EC, oxygen, turbidity, pre-pump times and
 * purge settings; crust and founder layer are booleans stored as J/N and T/F.
 */
export const observationProperties = [
  { code: 'PH', unit: observationUnits.none, kind: 'number' },
  { code: 'EC', unit: observationUnits.microSiemensPerCm, kind: 'number' },
  { code: 'TEMP', unit: observationUnits.temperature, kind: 'number' },
  { code: 'REDOX', unit: observationUnits.millivolt, kind: 'number' },
  { code: 'TURB', unit: observationUnits.ntu, kind: 'number' },
  { code: 'O2', unit: observationUnits.milligramPerLitre, kind: 'number' },
  { code: 'GWL', unit: observationUnits.length, kind: 'number' },
  { code: 'PID', unit: observationUnits.partsPerMillion, kind: 'number' },
  { code: 'PUMPED', unit: observationUnits.volume, kind: 'number' },
  { code: 'PREPUMP', unit: observationUnits.minutes, kind: 'number' },
  { code: 'PURGE', unit: observationUnits.volume, kind: 'number' },
  { code: 'COLOUR', unit: observationUnits.none, kind: 'code' },
  { code: 'ODOUR', unit: observationUnits.none, kind: 'code' },
  { code: 'CRUST', unit: observationUnits.none, kind: 'yesNo' },
  { code: 'FOUNDER', unit: observationUnits.none, kind: 'trueFalse' },
] as const satisfies readonly ObservationProperty[];

/** Booleans of observations are written J/N (crust) or T/F (founder layer). */
export function observationFlag(kind: 'yesNo' | 'trueFalse', value: boolean): string {
  if (kind === 'yesNo') return value ? 'J' : 'N';
  return value ? 'T' : 'F';
}

import { observationFlag, observationProperties } from '../../domain/codes/observation-properties';
import type { ObservationProperty } from '../../domain/codes/observation-properties';
import type { Observation } from '../../domain/entities/observation';

/** The grid field that holds one observation property of a sample, e.g. 'Ob_PH'. */
export function observationField(code: string): string {
  return `Ob_${code}`;
}

/** The property a grid field stands for, or undefined for a field of the sample itself. */
export function propertyOfField(field: string): ObservationProperty | undefined {
  return field.startsWith('Ob_') ? observationProperties.find((property) => observationField(property.code) === field) : undefined;
}

/** A flag stored as J/N or T/F (crust, founder layer) read as a boolean; other values as they are. */
function gridValue(property: ObservationProperty, value: unknown): unknown {
  if (property.kind === 'yesNo' || property.kind === 'trueFalse') {
    if (value === 'J' || value === 'T') return true;
    if (value === 'N' || value === 'F') return false;
    return null;
  }
  if (property.kind === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value ?? null;
}

/** A grid value as the stored observation value: flags as J/N or T/F (spec 01 section 3), empty as null. */
function storedValue(property: ObservationProperty, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if ((property.kind === 'yesNo' || property.kind === 'trueFalse') && typeof value === 'boolean') return observationFlag(property.kind, value);
  return typeof value === 'number' ? value : String(value);
}

/**
 * Samples with their observations as columns (spec 01 section 3: water sample properties are observation rows, shown as a column each): each sample row
 * gets one field per observation property it has, the latest observation of that property winning.
 */
export function foldObservations<S extends { WsGuid?: string | null; WsID?: number | null }>(samples: readonly S[], observations: readonly Observation[]): (S & Record<string, unknown>)[] {
  const bySample = new Map<string, Map<string, Observation>>();
  for (const observation of observations) {
    const key = String(observation.WsGuid ?? `#${String(observation.WsID)}`).toLowerCase();
    const code = observation.ObPropertyCode;
    if (!code) continue;
    const properties = bySample.get(key) ?? new Map<string, Observation>();
    const earlier = properties.get(code);
    if (!earlier || String(observation.ObObservationDate ?? '') >= String(earlier.ObObservationDate ?? '')) properties.set(code, observation);
    bySample.set(key, properties);
  }
  return samples.map((sample) => {
    const found = bySample.get(String(sample.WsGuid ?? '').toLowerCase()) ?? bySample.get(`#${String(sample.WsID)}`);
    const row: Record<string, unknown> = { ...sample };
    for (const property of observationProperties) {
      const observation = found?.get(property.code);
      if (observation) row[observationField(property.code)] = gridValue(property, observation.ObMeasurementValue);
    }
    return row as S & Record<string, unknown>;
  });
}

/** A saved sample row split into the sample's own fields and its observations. */
export interface UnfoldedSample {
  sample: Record<string, unknown>;
  observations: Observation[];
}

/**
 * A grid row as SetWaterSamples takes it (spec 02 section 7: WaterSamples and Observations): the
 * observation fields become observations of the sample (property code, value, unit, the sample's
 * date as the observation date); an emptied one is sent with no value, which removes it.
 */
export function unfoldObservations(row: Readonly<Record<string, unknown>>): UnfoldedSample {
  const sample: Record<string, unknown> = {};
  const observations: Observation[] = [];
  for (const [field, value] of Object.entries(row)) {
    const property = propertyOfField(field);
    if (!property) {
      sample[field] = value;
      continue;
    }
    observations.push({
      WsGuid: typeof row.WsGuid === 'string' ? row.WsGuid : null,
      ObPropertyCode: property.code,
      ObMeasurementValue: storedValue(property, value),
      ObMeasurementUnit: property.unit,
      ObObservationDate: typeof row.WsDate === 'string' ? row.WsDate : null,
    });
  }
  return { sample, observations };
}

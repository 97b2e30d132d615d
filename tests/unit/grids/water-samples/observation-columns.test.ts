import { describe, expect, it } from 'vitest';
import { observationUnits } from '../../../../src/domain/codes/observation-properties';
import { foldObservations, observationField, propertyOfField, unfoldObservations } from '../../../../src/grids/water-samples/observation-columns';

const sample = { WsGuid: 'ws-1', WsID: 7, WsName: 'B001-1-1', WsDate: '2026-05-04T00:00:00' };

describe('observations as columns of the water sample grid (spec 01 section 3)', () => {
  it('folds each property into its own field, the latest observation winning, flags J/N and T/F as booleans', () => {
    const [row] = foldObservations([sample], [
      { WsGuid: 'WS-1', ObPropertyCode: 'PH', ObMeasurementValue: 6.5, ObMeasurementUnit: 0, ObObservationDate: '2026-05-01T00:00:00' },
      { WsGuid: 'ws-1', ObPropertyCode: 'PH', ObMeasurementValue: '7.1', ObMeasurementUnit: 0, ObObservationDate: '2026-05-04T00:00:00' },
      { WsID: 7, ObPropertyCode: 'TEMP', ObMeasurementValue: 11.2, ObMeasurementUnit: 8 },
      { WsGuid: 'ws-1', ObPropertyCode: 'CRUST', ObMeasurementValue: 'J' },
      { WsGuid: 'ws-1', ObPropertyCode: 'FOUNDER', ObMeasurementValue: 'F' },
      { WsGuid: 'other', ObPropertyCode: 'EC', ObMeasurementValue: 900 },
    ]);
    expect(row).toMatchObject({ WsName: 'B001-1-1', Ob_PH: 7.1, Ob_CRUST: true, Ob_FOUNDER: false });
    expect(row).not.toHaveProperty('Ob_EC');
    expect(row?.Ob_TEMP).toBeUndefined();
  });

  it('unfolds a row into the sample and its observations with the spec unit codes (8 temperature, 19 length)', () => {
    const { sample: own, observations } = unfoldObservations({ ...sample, [observationField('TEMP')]: 10.4, Ob_GWL: 215, Ob_CRUST: false, Ob_EC: null });
    expect(own).toEqual(sample);
    expect(observations).toEqual([
      { WsGuid: 'ws-1', ObPropertyCode: 'TEMP', ObMeasurementValue: 10.4, ObMeasurementUnit: 8, ObObservationDate: '2026-05-04T00:00:00' },
      { WsGuid: 'ws-1', ObPropertyCode: 'GWL', ObMeasurementValue: 215, ObMeasurementUnit: 19, ObObservationDate: '2026-05-04T00:00:00' },
      { WsGuid: 'ws-1', ObPropertyCode: 'CRUST', ObMeasurementValue: 'N', ObMeasurementUnit: observationUnits.none, ObObservationDate: '2026-05-04T00:00:00' },
      { WsGuid: 'ws-1', ObPropertyCode: 'EC', ObMeasurementValue: null, ObMeasurementUnit: observationUnits.microSiemensPerCm, ObObservationDate: '2026-05-04T00:00:00' },
    ]);
  });

  it('tells observation fields from the sample fields', () => {
    expect(propertyOfField('Ob_PH')?.code).toBe('PH');
    expect(propertyOfField('WsName')).toBeUndefined();
    expect(propertyOfField('Ob_NOPE')).toBeUndefined();
  });
});

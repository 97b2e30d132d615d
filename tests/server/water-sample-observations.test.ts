import { describe, expect, it } from 'vitest';
import { getWaterSamples, setWaterSamples } from '../../src/api';
import { useContractProject } from './contract-project-session';
import { forEachDatabase } from './harness';

describe('SetWaterSamples observations from the sample grid (spec 01 section 3: observations as columns)', () => {
  forEachDatabase((dialect) => {
    const session = useContractProject(dialect);

    it('replaces a property sent with a value, and clears a property sent without one, in one UPDATE', async () => {
      const placement = { prId: session.story.prId, mpGuid: session.story.p1, ftGuid: session.story.ftGuid };
      const wsGuid = session.story.sampleRef.wsGuid;
      const before = await getWaterSamples(session.api, placement);
      expect(before.tblObservation.map((row) => row.ObPropertyCode)).toEqual(['PH']);

      const answer = await setWaterSamples(session.api, placement, 'UPDATE', [{ WsGuid: wsGuid }], [
        { WsGuid: wsGuid, ObPropertyCode: 'PH', ObMeasurementValue: null, ObMeasurementUnit: 0 },
        { WsGuid: wsGuid, ObPropertyCode: 'EC', ObMeasurementValue: 910, ObMeasurementUnit: 101, ObObservationDate: '2024-05-03T00:00:00' },
      ]);
      expect(answer.tblObservation.map((row) => [row.ObPropertyCode, Number(row.ObMeasurementValue), row.ObMeasurementUnit])).toEqual([['EC', 910, 101]]);
      const after = await getWaterSamples(session.api, placement);
      expect(after.tblObservation).toEqual(answer.tblObservation);
      expect(after.tblWaterSamples.map((row) => row.WsName)).toEqual(before.tblWaterSamples.map((row) => row.WsName));
    });
  });
});

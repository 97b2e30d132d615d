import { describe, expect, it } from 'vitest';
import { readSadRequest } from '../../../../../src/domain/formats/bro/sad-request-reader';
import { sampleText } from '../fixtures/exchange-samples';

// The six SAD example requests of the BRO programme (exchange-samples/SOURCES.md), each with a SIKB0101 14.9 project inside.
describe('public BRO SAD requests (spec 02 section 9: SAD IMBRO and IMBRO/A registration and correction)', () => {
  it.each([
    ['1._SAD_registrationRequest_IMBROA.xml', 'registration', 'IMBRO/A', null, null],
    ['1b._SAD_registrationRequest_IMBROA_-_filter_scenarios.xml', 'registration', 'IMBRO/A', null, null],
    ['2._SAD_correctionRequest_IMBROA.xml', 'correction', 'IMBRO/A', 'SAD00000001', 'eigenCorrectie'],
    ['3._SAD_registrationRequest_IMBRO.xml', 'registration', 'IMBRO', null, null],
    ['3b._SAD_registrationRequest_IMBRO_-_Asbest.xml', 'registration', 'IMBRO', null, null],
    ['3c._SAD_registrationRequest_IMBRO_-_XRF.xml', 'registration', 'IMBRO', null, null],
  ])('%s is a %s under %s', (file, kind, qualityRegime, broId, correctionReason) => {
    const read = readSadRequest(sampleText(`sikb/samples/BROprogramma-SAD/original/${file}`), { fileName: file });
    if (!read.ok) throw new Error(JSON.stringify(read.log));
    expect(read.value).toMatchObject({ kind, qualityRegime, broId, correctionReason });
    expect(read.value.project.version).toBe('14.9.0');
    expect(read.value.project.tree.points.length).toBeGreaterThan(0);
  });
});

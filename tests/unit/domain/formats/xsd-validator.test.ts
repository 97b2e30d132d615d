import { describe, expect, it } from 'vitest';
import { sampleText } from './fixtures/exchange-samples';
import { validateAgainst } from './fixtures/xsd-validate';

// The validator is checked against the verdicts of exchange-samples/SOURCES.md (native xmllint) before
// any of our own documents are trusted to it.
describe('offline XSD validation agrees with the published verdicts', () => {
  it.each([
    ['sikb149', 'sikb/samples/BROprogramma-SAD/extracted/3._SAD_registrationRequest_IMBRO.imsikb0101.xml', true],
    ['sikb149', 'sikb/samples/BROprogramma-GAR-SIKB-converter/onderzoek.xml', false],
    ['sikb148', 'sikb/samples/BROprogramma-SAD/extracted/3._SAD_registrationRequest_IMBRO.imsikb0101.xml', false],
    ['bhrgtRegistration', 'bro/samples/BROprogramma-BHR-GT/BHR_GT_2.1_CompleteReport_V1.xml', true],
    ['bhrgtRegistration', 'bro/samples/pygef/DP14+074_MB_KR.xml', false],
    ['bhrgtDispatch', 'bro/samples/bedrock-engineer/BHR000000378222.xml', true],
    ['gmwRegistration', 'bro/samples/bro-exchange/registration_request_gmw_construction_test.xml', false],
  ] as const)('%s: %s is %s', async (set, relative, valid) => {
    expect((await validateAgainst(set, sampleText(relative))).valid).toBe(valid);
  }, 30_000);
});

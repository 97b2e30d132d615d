import { describe, expect, it } from 'vitest';
import { matrixCodes } from '../../../../src/domain/codes/matrix-codes';
import { observationUnits } from '../../../../src/domain/codes/observation-properties';
import { coordinateSystems } from '../../../../src/domain/coordinates/coordinate-systems';
import { codeCategories, codeLists, generalCodeSeedRows } from '../../../../server/seed/code-lists';
import { generateDemoProject } from '../../../../server/seed/demo-project';

const codesOf = (categoryId: number) => codeLists.find((list) => list.categoryId === categoryId)?.codes.map((entry) => entry.code) ?? [];

describe('seeded code lists (spec 01 sections 3 and 9)', () => {
  it('numbers every list once: the spec\'s 3, 37, 84, 85, 86 and ours from 1001', () => {
    const ids = codeLists.map((list) => list.categoryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([3, 37, 84, 85, 86]));
    expect(ids.filter((id) => ![3, 37, 84, 85, 86].includes(id)).every((id) => id > 1000)).toBe(true);
    expect(new Set(Object.values(codeCategories))).toEqual(new Set(ids));
  });

  it('gives every code a unique GcCode in its list and a description in all six languages', () => {
    for (const list of codeLists) {
      const codes = list.codes.map((entry) => entry.code);
      expect(new Set(codes).size, list.name).toBe(codes.length);
      for (const entry of list.codes) {
        expect(entry.texts, `${list.name} ${entry.code}`).toHaveLength(6);
        for (const text of entry.texts) expect(text.trim(), `${list.name} ${entry.code}`).not.toBe('');
      }
    }
  });

  it('takes coordinate systems, matrices and units from the domain, so they never disagree', () => {
    expect(codesOf(37)).toEqual(coordinateSystems.map((system) => system.code));
    expect(codesOf(codeCategories.matrices)).toEqual([...matrixCodes]);
    expect(codesOf(codeCategories.units)).toEqual(Object.values(observationUnits).map(String));
    const rd = codeLists.find((list) => list.categoryId === 37)?.codes.find((entry) => entry.code === 'EPSG:28992');
    expect(rd?.texts[1]).toBe('Amersfoort / RD New');
    expect(rd?.extra).toMatchObject({ EPSG: 28992, FractionDigits: 2 });
  });

  it('holds every code the demo project generator writes', () => {
    const demo = generateDemoProject();
    const used: [number, unknown][] = [
      [37, demo.project.PrCoordinateSystem], [codeCategories.projectPhases, demo.project.PrPhaseCode], [codeCategories.projectTypes, demo.project.PrTypeCode],
      [codeCategories.projectLeaders, demo.project.PrLeaderCode], [codeCategories.drillingMasters, demo.project.PrDrillingMasterCode],
      ...demo.contacts.flatMap((contact): [number, unknown][] => [[85, contact.CcCompanyTypeCode], [86, contact.CcPersonTypeCode]]),
      ...demo.summaries.map((summary): [number, unknown] => [84, String(summary.SmType)]),
      ...demo.sublocations.map((sublocation): [number, unknown] => [codeCategories.sampleTakers, sublocation.SlNameInspector]),
      ...demo.points.flatMap(({ point, finishings, tubes, surfaceSamples }): [number, unknown][] => [
        [codeCategories.pointTypes, point.MpTypeCode], [codeCategories.referencePlaneTypes, point.MpReferencePlaneTypeCode],
        [codeCategories.referencePointTypes, point.MpReferencePointTypeCode], [codeCategories.drillingMasters, point.MpDrillingMasterCode],
        [codeCategories.sampleTakers, point.MpSampleTakerCode],
        ...finishings.map((finishing): [number, unknown] => [codeCategories.finishingTypes, finishing.FiTypeCode]),
        ...[...tubes.flatMap((tube) => tube.samples), ...surfaceSamples].flatMap(({ sample, observations }): [number, unknown][] => [
          [codeCategories.matrices, sample.WsMatrixCode], [codeCategories.sampleTakers, sample.WsSampleTakerCode],
          ...(sample.WsPumpTypeCode ? [[codeCategories.pumpTypes, sample.WsPumpTypeCode] as [number, unknown]] : []),
          ...observations.map((observation): [number, unknown] => [codeCategories.units, String(observation.ObMeasurementUnit)]),
        ]),
      ]),
    ];
    const missing = used.filter(([categoryId, code]) => !codesOf(categoryId).includes(String(code)));
    expect(missing).toEqual([]);
  });

  it('makes one row per code and language, ordered from 1 within each list', () => {
    const rows = generalCodeSeedRows();
    expect(rows).toHaveLength(codeLists.reduce((sum, list) => sum + list.codes.length, 0) * 6);
    const dutchSoil = rows.filter((row) => row.GcCategoryID === codeCategories.soilTypes && row.GcLanguage === 'nld');
    expect(dutchSoil.map((row) => [row.GcCode, row.GcDescription, row.GcOrder])).toEqual([
      ['G', 'Grind', 1], ['Z', 'Zand', 2], ['K', 'Klei', 3], ['L', 'Leem', 4], ['V', 'Veen', 5], ['S', 'Slib', 6],
    ]);
    expect(rows.find((row) => row.GcCode === 'EPSG:4326' && row.GcLanguage === 'ita')?.GcExtraJson).toContain('"FractionDigits":8');
  });
});

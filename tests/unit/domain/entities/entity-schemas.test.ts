import { describe, expect, it } from 'vitest';
import { entityDescriptors, entityKinds } from '../../../../src/domain/entities/entity-descriptors';
import { generalCodeSchema } from '../../../../src/domain/entities/general-code';
import { layerSchema } from '../../../../src/domain/entities/layer';
import { measurementPointSchema } from '../../../../src/domain/entities/measurement-point';
import { projectSchema } from '../../../../src/domain/entities/project';
import { waterSampleSchema } from '../../../../src/domain/entities/water-sample';

/** The smallest valid row of a kind: just its identifier. */
function minimalRow(idField: string): Record<string, unknown> {
  return { [idField]: 7 };
}

describe('entity schemas (spec 01 section 3)', () => {
  it.each(entityKinds)('%s passes fields the spec does not list through untouched', (kind) => {
    const { schema, idField } = entityDescriptors[kind];
    const row = { ...minimalRow(idField), XxFutureField: 'kept', XxNested: { a: [1, 2] } };
    const parsed = schema.parse(row);
    expect(parsed).toMatchObject({ XxFutureField: 'kept', XxNested: { a: [1, 2] } });
  });

  it.each(entityKinds)('%s accepts a new row without its identifier, which the server assigns', (kind) => {
    expect(entityDescriptors[kind].schema.safeParse({ XxOther: 1 }).success).toBe(true);
  });

  it.each(entityKinds)('%s refuses an identifier that is not a whole number', (kind) => {
    const { schema, idField } = entityDescriptors[kind];
    const result = schema.safeParse({ [idField]: 'seven' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(idField);
  });

  it.each(entityKinds)('%s accepts every listed field as null', (kind) => {
    const { schema, idField } = entityDescriptors[kind];
    const allNull = Object.fromEntries(Object.keys(schema.shape).filter((field) => field !== idField).map((field) => [field, null]));
    expect(schema.safeParse({ ...minimalRow(idField), ...allNull }).success).toBe(true);
  });

  it('normalises PrID "12" to the number 12, on a project and on its children', () => {
    expect(projectSchema.parse({ PrID: '12' }).PrID).toBe(12);
    expect(projectSchema.parse({ PrID: 12 }).PrID).toBe(12);
    expect(measurementPointSchema.parse({ MpID: 1, PrID: '12' }).PrID).toBe(12);
    expect(entityDescriptors.summaryConclusion.schema.parse({ SmID: 1, PrID: ' 12 ' }).PrID).toBe(12);
  });

  it('refuses a PrID that is not a whole number', () => {
    expect(projectSchema.safeParse({ PrID: 'abc' }).success).toBe(false);
    expect(projectSchema.safeParse({ PrID: '12.5' }).success).toBe(false);
    expect(projectSchema.safeParse({ PrID: '' }).success).toBe(false);
  });

  it('keeps depths as numbers in centimetres and refuses them as text', () => {
    expect(layerSchema.parse({ LaID: 1, LaFrom: 0, LaTo: 50 })).toMatchObject({ LaFrom: 0, LaTo: 50 });
    expect(layerSchema.safeParse({ LaID: 1, LaFrom: '50' }).success).toBe(false);
    expect(measurementPointSchema.safeParse({ MpID: 1, MpDepth: 'deep' }).success).toBe(false);
  });

  it('reads every texture, special-compound and odour field of a layer', () => {
    const layer = layerSchema.parse({
      LaID: 3, LaSoilTypeCode: 'Z', LaMedianCode: 'ZMF', LaAdditive4TypeCode: 's', LaAdditive4GradationCode: '1',
      LaSpecialCompound7OriginCode: 'N', LaArchIndication5GradationCode: '2', LaGravelPerc: 12.5, LaM50: 180,
    });
    expect(layer.LaAdditive4TypeCode).toBe('s');
    expect(layer.LaSpecialCompound7OriginCode).toBe('N');
    expect(layer.LaArchIndication5GradationCode).toBe('2');
    expect(layer.LaGravelPerc).toBe(12.5);
  });

  it('reads an empty FtID of a water sample as no tube (surface sample)', () => {
    expect(waterSampleSchema.parse({ WsID: 1, FtID: '' }).FtID).toBeNull();
    expect(waterSampleSchema.parse({ WsID: 1, FtID: 4 }).FtID).toBe(4);
    expect(waterSampleSchema.safeParse({ WsID: 1, FtID: 'tube' }).success).toBe(false);
  });

  it('reads a code-list entry', () => {
    expect(generalCodeSchema.parse({ GcID: 1, GcCategoryID: 37, GcCode: 'EPSG:28992', GcLanguage: 'nld' }).GcCode).toBe('EPSG:28992');
    expect(generalCodeSchema.safeParse({ GcID: 'x', GcCode: 'EPSG:28992' }).success).toBe(false);
  });
});

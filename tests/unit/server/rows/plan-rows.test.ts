import { describe, expect, it } from 'vitest';
import { changedFields, planRows } from '../../../../server/services/rows/plan-rows';
import type { PlacedRow } from '../../../../server/services/rows/plan-rows';
import { layerRows } from '../../../../server/services/rows/kinds/layer-rows';
import { cadastralOvamCustomerRows } from '../../../../server/services/rows/kinds/project-record-rows';

const context = { projectId: 1, now: new Date('2026-11-25T12:00:00Z'), coordinateSystem: undefined };
const stamp = '2026-11-25T15:00:00';

function placed(key: string, fields: Record<string, unknown>, parentId = 10, index = 0): PlacedRow {
  return { key, index, fields, parentId };
}

const storedLayer = { LaID: 5, LaGuid: 'AbC-1', MpID: 10, LaFrom: 0, LaTo: 50, LaRemark: 'old', LaSoilTypeCode: 'Z', RowVersion: 1 };

describe('planRows: matching sent rows to stored ones (spec 01 sections 4 and 7)', () => {
  it('an UPDATE finds its row by GUID in any letter case, keeps the stored GUID and id, stamps UTC + 3 h and counts the version up', () => {
    const plan = planRows(layerRows, 'UPDATE', [placed('abc-1', { LaRemark: 'new' })], [storedLayer], context);
    expect(plan).toEqual({ ok: true, value: [{ key: 'abc-1', stored: storedLayer, merged: { ...storedLayer, LaRemark: 'new', LaDateLastChanged: stamp, RowVersion: 2 } }] });
  });

  it('an UPDATE of a row under another parent is as unknown as a row never saved', () => {
    expect(planRows(layerRows, 'UPDATE', [placed('AbC-1', { LaRemark: 'x' }, 11)], [storedLayer], context)).toEqual({ ok: false, refusal: { cause: 'unknown', keys: ['AbC-1'] } });
  });

  it('an UPDATE without a key says so; an INSERT of a stored GUID (any case) is refused as taken', () => {
    expect(planRows(layerRows, 'UPDATE', [placed('#0', { LaRemark: 'x' })], [], context)).toMatchObject({ ok: false, refusal: { cause: 'keyMissing' } });
    expect(planRows(layerRows, 'INSERT', [placed('ABC-1', { LaFrom: 0 })], [storedLayer], context)).toEqual({ ok: false, refusal: { cause: 'taken', keys: ['ABC-1'] } });
  });

  it('the same key twice in one request is refused, whatever its letter case', () => {
    expect(planRows(layerRows, 'INSERT', [placed('g-1', {}), placed('G-1', {})], [], context)).toEqual({ ok: false, refusal: { cause: 'repeated', keys: ['G-1'] } });
  });

  it('an UPSERT updates a row stored under the same parent and inserts a new one with a made GUID', () => {
    const plan = planRows(layerRows, 'UPSERT', [placed('abc-1', { LaTo: 60 }), placed('#1', { LaFrom: 60, LaTo: 90 }, 10, 1)], [storedLayer], context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.value[0]?.stored).toBe(storedLayer);
    expect(plan.value[1]?.merged.LaGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.value[1]?.merged).toMatchObject({ MpID: 10, LaFrom: 60, LaTo: 90, LaDateLastChanged: stamp });
    expect(plan.value[1]?.merged).not.toHaveProperty('LaID');
  });

  it('the kind prepares each row: soil codes follow new percentages (spec 01 section 4)', () => {
    const plan = planRows(layerRows, 'INSERT', [placed('#0', { LaFrom: 0, LaTo: 50, LaLutumPerc: 40 })], [], context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.value[0]?.merged.LaSoilTypeCode).toBe('K');
  });

  it('kinds without a GUID are matched by id and never refused as taken on INSERT', () => {
    const stored = { CuID: 7, CaID: 3, CuCustomerName: 'A' };
    const update = planRows(cadastralOvamCustomerRows, 'UPDATE', [placed('7', { CuCustomerName: 'B' }, 3)], [stored], context);
    expect(update).toMatchObject({ ok: true, value: [{ merged: { CuID: 7, CaID: 3, CuCustomerName: 'B' } }] });
    const insert = planRows(cadastralOvamCustomerRows, 'INSERT', [placed('7', { CuCustomerName: 'C' }, 3)], [stored], context);
    expect(insert).toMatchObject({ ok: true, value: [{ merged: { CaID: 3, CuCustomerName: 'C' } }] });
  });

  it('changedFields lists only what differs from the stored rows (the version included), for one batched UPDATE', () => {
    const plan = planRows(layerRows, 'UPDATE', [placed('abc-1', { LaRemark: 'new' })], [storedLayer], context);
    if (!plan.ok) throw new Error('refused');
    expect(changedFields(plan.value).sort()).toEqual(['LaDateLastChanged', 'LaRemark', 'RowVersion']);
  });
});

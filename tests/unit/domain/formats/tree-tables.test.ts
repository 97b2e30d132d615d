import { describe, expect, it } from 'vitest';
import { projectTreeFromTables, tablesOfProjectTree } from '../../../../src/domain/formats/tree-tables';
import { demoTree } from './fixtures/demo-tree';

describe('a project tree as the flat tables of SetProjectWithChilds and back (spec 01 section 7)', () => {
  const tree = { ...demoTree(), analysisSamples: [] };

  it('lays every row out under its table, children naming their parents by GUID, and reads them back as the same tree', () => {
    const tables = tablesOfProjectTree(tree);
    expect(tables.tables.tblLayers?.[0]?.MpGuid).toBe(tree.points[0]?.point.MpGuid);
    expect(tables.tables.tblWaterSamples?.some((sample) => typeof sample.FtGuid === 'string')).toBe(true);
    expect(projectTreeFromTables(tables)).toEqual(tree);
  });

  it('keeps only the chosen points, in any letter case of their GUIDs', () => {
    const chosen = new Set([String(tree.points[2]?.point.MpGuid).toUpperCase()]);
    expect(projectTreeFromTables(tablesOfProjectTree(tree), chosen).points).toEqual([tree.points[2]]);
  });
});

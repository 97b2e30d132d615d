import { describe, expect, it } from 'vitest';
import {
  groundMetresPerPaperMm, metresPerPrintPixel, mmToPoints, pageSizeMm, paperMmForGroundMetres, printExtent, printLayout, readPrintSettings, scaleBarFor,
} from '../../../../src/domain/map/print-to-scale';

describe('print to scale: paper arithmetic (spec 02 section 2, "Map")', () => {
  it('at 1:1000 one centimetre of paper is ten metres of ground, and back', () => {
    expect(groundMetresPerPaperMm(1000) * 10).toBe(10);
    expect(paperMmForGroundMetres(10, 1000)).toBe(10);
    expect(paperMmForGroundMetres(250, 2500)).toBe(100);
  });

  it('lays A4 portrait and A3 landscape as ISO 216 says, in PDF points too', () => {
    expect(pageSizeMm('A4', 'portrait')).toEqual([210, 297]);
    expect(pageSizeMm('A3', 'landscape')).toEqual([420, 297]);
    expect(mmToPoints(210)).toBeCloseTo(595.28, 2);
    expect(mmToPoints(297)).toBeCloseTo(841.89, 2);
  });

  it('gives a printed pixel its ground size: 1:1000 at 254 dpi is 0.1 m, at 150 dpi 0.16933 m', () => {
    expect(metresPerPrintPixel(1000, 254)).toBeCloseTo(0.1, 12);
    expect(metresPerPrintPixel(1000, 150)).toBeCloseTo(0.169333, 6);
  });

  it('fills A4 portrait at 1:1000 and 150 dpi with a map frame that is true to the scale', () => {
    const layout = printLayout({ paper: 'A4', orientation: 'portrait', dpi: 150, scale: 1000 });
    // 190 mm across at 150 dpi: 1122 whole pixels (1122.05…); 259 mm up: 1529 pixels (1529.5…).
    expect(layout.pixels).toEqual([1122, 1529]);
    // 1122 pixels × 0.169333 m = 189.99 m of ground, drawn 189.99 mm wide: 1 mm is 1 m.
    expect(layout.groundMetres[0]).toBeCloseTo(189.992, 3);
    expect(layout.mapMm.width).toBeCloseTo(layout.groundMetres[0], 9);
    expect(layout.mapMm.height).toBeCloseTo(layout.groundMetres[1], 9);
    expect(layout.mapMm.x).toBe(10);
    expect(layout.mapMm.y).toBe(28);
    expect(layout.mapMm.width).toBeLessThanOrEqual(190);
    expect(layout.mapMm.y + layout.mapMm.height).toBeLessThanOrEqual(287);
  });

  it('centres the printed ground rectangle on the view', () => {
    const layout = printLayout({ paper: 'A4', orientation: 'landscape', dpi: 72, scale: 500 });
    const [minX, minY, maxX, maxY] = printExtent([155000, 463000], layout);
    expect((minX + maxX) / 2).toBeCloseTo(155000, 9);
    expect((minY + maxY) / 2).toBeCloseTo(463000, 9);
    expect(maxX - minX).toBeCloseTo(layout.mapMm.width * 0.5, 9);
  });

  it('draws the longest round scale bar that fits', () => {
    expect(scaleBarFor(1000, 80)).toEqual({ metres: 50, mm: 50, segments: 5 });
    expect(scaleBarFor(2500, 80)).toEqual({ metres: 200, mm: 80, segments: 4 });
    expect(scaleBarFor(10000, 80)).toEqual({ metres: 500, mm: 50, segments: 5 });
    expect(scaleBarFor(100, 80)).toEqual({ metres: 5, mm: 50, segments: 5 });
    expect(scaleBarFor(1250, 80)).toEqual({ metres: 100, mm: 80, segments: 2 });
  });
});

describe('print to scale: the dialog\'s fields (spec 02 section 5, "scale is required")', () => {
  const fields = { paper: 'A4', orientation: 'portrait', dpi: '150', scale: '1000' };

  it('refuses an empty scale with the spec\'s message', () => {
    expect(readPrintSettings({ ...fields, scale: ' ' })).toEqual({ ok: false, issues: [{ field: 'scale', code: 'map.issue.scaleRequired', severity: 'error' }] });
  });

  it('refuses a scale that is not a whole number from 1', () => {
    for (const scale of ['0', '-5', 'abc', '1:', '10.5']) {
      expect(readPrintSettings({ ...fields, scale }), scale).toMatchObject({ ok: false, issues: [{ code: 'map.issue.scaleInvalid' }] });
    }
  });

  it('reads 1000, 1:1000, 1:1.000 and 1 : 10,000 as scales', () => {
    expect(readPrintSettings(fields)).toEqual({ ok: true, value: { paper: 'A4', orientation: 'portrait', dpi: 150, scale: 1000 } });
    expect(readPrintSettings({ ...fields, scale: '1:1000' })).toMatchObject({ ok: true, value: { scale: 1000 } });
    expect(readPrintSettings({ ...fields, scale: '1:1.000' })).toMatchObject({ ok: true, value: { scale: 1000 } });
    expect(readPrintSettings({ ...fields, scale: '1 : 10,000', paper: 'A3', orientation: 'landscape' })).toMatchObject({ ok: true, value: { scale: 10000, paper: 'A3', orientation: 'landscape' } });
  });

  it('refuses a sheet too large to draw at the resolution, and takes it at a lower one', () => {
    expect(readPrintSettings({ ...fields, paper: 'A0', dpi: '300' })).toMatchObject({ ok: false, issues: [{ field: 'dpi', code: 'map.issue.printTooLarge' }] });
    expect(readPrintSettings({ ...fields, paper: 'A0', dpi: '150' })).toMatchObject({ ok: true });
  });
});

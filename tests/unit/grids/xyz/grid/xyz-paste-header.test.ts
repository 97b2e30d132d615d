import { describe, expect, it } from 'vitest';
import { withoutXyzHeader } from '../../../../../src/grids/xyz/grid';

const atName = { x: 1, y: 2 };

describe('a header row pasted into the XYZ grid', () => {
  it('is taken off when the cells landing in X and Y are titles, blank rows above it included', () => {
    const pasted = withoutXyzHeader('\r\nNaam\tX\tY\tZ\r\nB1\t155000\t463000\t1.5\r\n', atName);
    expect(pasted.header).toEqual(['Naam', 'X', 'Y', 'Z']);
    expect(pasted.text).toBe('B1\t155000\t463000\t1.5\r\n');
  });

  it('keeps a first row of data, also one with a refused decimal comma, and a block with only a header pastes nothing', () => {
    expect(withoutXyzHeader('B1\t155000\t463000', atName)).toEqual({ text: 'B1\t155000\t463000', header: null });
    expect(withoutXyzHeader('B1\t155000,5\t463000,5', atName).header).toBeNull();
    expect(withoutXyzHeader('Name\tlon\tlat\n', atName)).toEqual({ text: '', header: ['Name', 'lon', 'lat'] });
  });

  it('reads the block where it lands: pasted from the X column, its first two cells are X and Y', () => {
    expect(withoutXyzHeader('Rechtswert\tHochwert\n155000\t463000', { x: 0, y: 1 }).header).toEqual(['Rechtswert', 'Hochwert']);
    // Pasted into Z onwards the block covers neither X nor Y: nothing is a header there.
    expect(withoutXyzHeader('Z\tPeilbuis\n1\tja', { x: -2, y: -1 })).toEqual({ text: 'Z\tPeilbuis\n1\tja', header: null });
  });

  it('keeps the rest of the block as pasted, quoted cells included, also when the header itself is quoted', () => {
    expect(withoutXyzHeader('Name\tX\tY\n"B ""1"""\t155000\t463000\n', atName).text).toBe('"B ""1"""\t155000\t463000\n');
    const quoted = withoutXyzHeader('"Naam\nvan het punt"\tX\tY\n"B ""1"""\t155000\t463000\n', atName);
    expect(quoted.header).toEqual(['Naam\nvan het punt', 'X', 'Y']);
    expect(quoted.text).toBe('"B ""1"""\t155000\t463000\r\n');
  });
});

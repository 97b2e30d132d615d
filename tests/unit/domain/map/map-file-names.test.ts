import { describe, expect, it } from 'vitest';
import { mapFileStem, mapImageFileName } from '../../../../src/domain/map/map-file-names';

describe('map file names', () => {
  it('proposes a map image name from the project code and the local date and time, zero-padded', () => {
    expect(mapImageFileName('kaart', 'DEMO-01', new Date(2026, 0, 5, 7, 8, 9))).toBe('kaart-DEMO-01-20260105-070809.png');
  });

  it('replaces what is unsafe in a file name, keeping letters, digits, dashes and underscores', () => {
    expect(mapFileStem('kaart', 'A/B 12:é')).toBe('kaart-A_B_12_é');
    expect(mapImageFileName('map', 'P 1', new Date(2025, 11, 31, 23, 59, 58))).toBe('map-P_1-20251231-235958.png');
  });
});

import { describe, expect, it } from 'vitest';
import type { OverviewColumnView } from '../../../../src/screens/overview/overview-columns';
import { columnTemplate, minimumTableWidth } from '../../../../src/screens/overview/overview-layout';

const column = (name: string, kind: OverviewColumnView['kind']): OverviewColumnView => ({ name, labelKey: `field.${name}`, kind });

describe('overview column layout', () => {
  const columns = [column('MpName', 'text'), column('LaFrom', 'number'), column('MpDate', 'date'), column('LaRemark', 'text')];

  it('gives numbers and dates a fixed width and shares the rest among text, remarks twice', () => {
    expect(columnTemplate(columns)).toBe('minmax(10rem, 1fr) 8rem 9.5rem minmax(16rem, 2fr)');
  });

  it('scrolls sideways below the sum of the narrowest widths', () => {
    expect(minimumTableWidth(columns)).toBe(43.5);
  });
});

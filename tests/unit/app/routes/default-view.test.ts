import { describe, expect, it } from 'vitest';
import { isOverviewOf, projectLanding } from '../../../../src/app/routes/default-view';

describe('where /project/$projectId lands (spec 01 section 2, defaultView)', () => {
  it('opens the overview when the setting is table', () => {
    expect(projectLanding('table', '/', 12)).toBe('overview');
    expect(projectLanding('table', undefined, 12)).toBe('overview');
    expect(projectLanding(' Table ', '/project/12/measurementPoint/mp-1', 12)).toBe('overview');
    expect(projectLanding('"table"', '/', 12)).toBe('overview');
  });

  it('stays on the detail when the user came from this project\'s overview', () => {
    expect(projectLanding('table', '/project/12/overview/108', 12)).toBe('detail');
    expect(projectLanding('table', '/project/12/overview', 12)).toBe('detail');
    expect(projectLanding('table', '/Web/project/12/overview/109/mp-1', 12)).toBe('detail');
  });

  it('still opens the overview coming from another project\'s overview', () => {
    expect(projectLanding('table', '/project/120/overview/108', 12)).toBe('overview');
    expect(projectLanding('table', '/project/1/overview/108', 12)).toBe('overview');
  });

  it('stays on the detail for dashboard (no dashboard yet), unset and other values', () => {
    expect(projectLanding('dashboard', '/', 12)).toBe('detail');
    expect(projectLanding(null, '/', 12)).toBe('detail');
    expect(projectLanding(undefined, '/', 12)).toBe('detail');
    expect(projectLanding({ defaultView: 'table' }, '/', 12)).toBe('detail');
    expect(projectLanding('tables', '/', 12)).toBe('detail');
  });

  it('recognises an overview path only for its own project', () => {
    expect(isOverviewOf('/project/12/overview?q=B1', 12)).toBe(true);
    expect(isOverviewOf('/project/12/overviews', 12)).toBe(false);
    expect(isOverviewOf('/project/12', 12)).toBe(false);
  });
});

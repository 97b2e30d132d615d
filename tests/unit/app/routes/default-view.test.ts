import { describe, expect, it } from 'vitest';
import { isDashboardOf, isOverviewOf, projectLanding } from '../../../../src/app/routes/default-view';

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

  it('opens the Home Dashboard when the setting is dashboard', () => {
    expect(projectLanding('dashboard', '/', 12)).toBe('dashboard');
    expect(projectLanding(' Dashboard ', undefined, 12)).toBe('dashboard');
    expect(projectLanding('"dashboard"', '/project/12/overview/108', 12)).toBe('dashboard');
    expect(projectLanding('dashboard', '/project/120/dashboard/1', 12)).toBe('dashboard');
  });

  it('stays on the detail when the user came from this project\'s dashboard', () => {
    expect(projectLanding('dashboard', '/project/12/dashboard/1', 12)).toBe('detail');
    expect(projectLanding('dashboard', '/Web/project/12/dashboard/3', 12)).toBe('detail');
    expect(projectLanding('dashboard', '/project/12/dashboard', 12)).toBe('detail');
  });

  it('stays on the detail for unset and other values', () => {
    expect(projectLanding(null, '/', 12)).toBe('detail');
    expect(projectLanding(undefined, '/', 12)).toBe('detail');
    expect(projectLanding({ defaultView: 'table' }, '/', 12)).toBe('detail');
    expect(projectLanding('tables', '/', 12)).toBe('detail');
    expect(projectLanding('dashboards', '/', 12)).toBe('detail');
  });

  it('recognises an overview path only for its own project', () => {
    expect(isOverviewOf('/project/12/overview?q=B1', 12)).toBe(true);
    expect(isOverviewOf('/project/12/overviews', 12)).toBe(false);
    expect(isOverviewOf('/project/12', 12)).toBe(false);
    expect(isDashboardOf('/project/12/dashboard/2', 12)).toBe(true);
    expect(isDashboardOf('/project/12/dashboards', 12)).toBe(false);
    expect(isDashboardOf('/project/1/dashboard/1', 12)).toBe(false);
  });
});

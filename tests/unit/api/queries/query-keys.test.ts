import { describe, expect, it } from 'vitest';
import { pointQueries } from '../../../../src/api/queries/point-queries';
import { projectQueries } from '../../../../src/api/queries/project-queries';
import { overviewQueries } from '../../../../src/api/queries/reference-queries';
import { bottleQueries, waterSampleQueries } from '../../../../src/api/queries/sample-queries';
import { finishingKind, gaugingTubeKind, layerKind } from '../../../../src/api/kinds/point-child-kinds';
import { sublocationKind } from '../../../../src/api/kinds/project-record-kinds';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual([...prefix]);

describe('query keys run from general to specific (CONVENTIONS rule 5)', () => {
  it('keys a project the same whether its id came from a route (text) or the server (number)', () => {
    expect(projectQueries.detail('12').queryKey).toEqual(projectQueries.detail(12).queryKey);
  });

  it('puts every query of a project under its scope, and every query of a point under the point', () => {
    const project = projectQueries.scope(12);
    const point = pointQueries.scope(12, 'mp-1');
    startsWith(point, project);
    for (const key of [pointQueries.list(12).queryKey, sublocationKind.list({ prId: 12 }).queryKey, gaugingTubeKind.list({ prId: 12 }).queryKey, overviewQueries.rows(12, 'vwMeasurementPoints').queryKey]) {
      startsWith(key, project);
    }
    for (const key of [pointQueries.detail(12, 'mp-1').queryKey, layerKind.list({ prId: 12, mpGuid: 'mp-1' }).queryKey, gaugingTubeKind.list({ prId: 12, mpGuid: 'mp-1' }).queryKey, finishingKind.list({ prId: 12, mpGuid: 'mp-1' }).queryKey]) {
      startsWith(key, point);
    }
    const surface = waterSampleQueries.ofPlacement({ prId: 12, mpGuid: 'mp-1' }).queryKey;
    const underTube = waterSampleQueries.ofPlacement({ prId: 12, mpGuid: 'mp-1', ftGuid: 'ft-1' }).queryKey;
    startsWith(surface, point);
    expect(surface).not.toEqual(underTube);
    startsWith(bottleQueries.ofSample({ prId: 12, mpGuid: 'mp-1', ftGuid: 'ft-1', wsGuid: 'ws-1' }).queryKey, underTube.slice(0, -1));
  });

  it('keeps the project lists apart from any one project', () => {
    startsWith(projectQueries.list('mine').queryKey, projectQueries.lists());
    expect(projectQueries.list('mine').queryKey).not.toEqual(projectQueries.list('all').queryKey);
    expect(projectQueries.detail(12).queryKey.slice(0, projectQueries.lists().length)).not.toEqual([...projectQueries.lists()]);
  });
});

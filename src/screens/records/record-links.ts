import { linkOptions } from '@tanstack/react-router';

/**
 * Where each record's screen lives (spec 01 section 2), as router link options: the same object
 * serves a <Link> in a child list and navigate() after adding a record, so both pass through the
 * navigation auto-save. Ids are the route's: projectId is PrID, every other segment a GUID.
 */
export const recordLinks = {
  project: (projectId: number) => linkOptions({ to: '/project/$projectId', params: { projectId } }),
  concernedContact: (projectId: number, CcGUID: string) =>
    linkOptions({ to: '/project/$projectId/concernedContact/$CcGUID', params: { projectId, CcGUID } }),
  sublocation: (projectId: number, SlGUID: string) =>
    linkOptions({ to: '/project/$projectId/subLocation/$SlGUID', params: { projectId, SlGUID } }),
  summary: (projectId: number, SmGUID: string) =>
    linkOptions({ to: '/project/$projectId/summaryAndConclusions/$SmGUID', params: { projectId, SmGUID } }),
  point: (projectId: number, measurementPointId: string) =>
    linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId', params: { projectId, measurementPointId } }),
  layer: (projectId: number, measurementPointId: string, layerID: string) =>
    linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/layer/$layerID', params: { projectId, measurementPointId, layerID } }),
  soilSample: (projectId: number, measurementPointId: string, jarID: string) =>
    linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/soilSample/$jarID', params: { projectId, measurementPointId, jarID } }),
  gaugingTube: (projectId: number, measurementPointId: string, FtID: string) =>
    linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtID', params: { projectId, measurementPointId, FtID } }),
  finishing: (projectId: number, measurementPointId: string, FiID: string) =>
    linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/finishings/$FiID', params: { projectId, measurementPointId, FiID } }),
};

/** Where a sample hangs in a route: under a tube (FtGuid) or directly under the point. */
export interface SampleRoute {
  projectId: number;
  measurementPointId: string;
  FtGuid?: string | undefined;
}

/** Water and air samples, bottles and packaging in both placements (spec 01 section 2). */
export const sampleLinks = {
  waterSample: ({ projectId, measurementPointId, FtGuid }: SampleRoute, WsID: string) => (FtGuid
    ? linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID', params: { projectId, measurementPointId, FtGuid, WsID } })
    : linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID', params: { projectId, measurementPointId, WsID } })),
  bottle: ({ projectId, measurementPointId, FtGuid }: SampleRoute, WsID: string, BoID: string) => (FtGuid
    ? linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID', params: { projectId, measurementPointId, FtGuid, WsID, BoID } })
    : linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID/bottle/$BoID', params: { projectId, measurementPointId, WsID, BoID } })),
  airSample: ({ projectId, measurementPointId, FtGuid }: SampleRoute, WsID: string) => (FtGuid
    ? linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airsample/$WsID', params: { projectId, measurementPointId, FtGuid, WsID } })
    : linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/airsample/$WsID', params: { projectId, measurementPointId, WsID } })),
  packaging: ({ projectId, measurementPointId, FtGuid }: SampleRoute, WsID: string, BoID: string) => (FtGuid
    ? linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID', params: { projectId, measurementPointId, FtGuid, WsID, BoID } })
    : linkOptions({ to: '/project/$projectId/measurementPoint/$measurementPointId/airSample/$WsID/packaging/$BoID', params: { projectId, measurementPointId, WsID, BoID } })),
};

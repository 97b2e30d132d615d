/**
 * Route parameters as the screens receive them (spec 01 section 2), shared by the route tree
 * (src/app/routes) and the screens (src/screens). Ids are the spec's path segments; projectId is
 * the numeric PrID, every other segment a GUID of the record it names.
 */

/** /project/$projectId */
export interface ProjectParams { projectId: number }

/** /project/$projectId/concernedContact/$CcGUID */
export interface ConcernedContactParams extends ProjectParams { CcGUID: string }

/** /project/$projectId/subLocation/$SlGUID */
export interface SublocationParams extends ProjectParams { SlGUID: string }

/** /project/$projectId/summaryAndConclusions/$SmGUID */
export interface SummaryParams extends ProjectParams { SmGUID: string }

/** /project/$projectId/measurementPoint/$measurementPointId(/$openMap): the point's MpGuid. */
export interface MeasurementPointParams extends ProjectParams { measurementPointId: string; openMap?: string }

/** …/layer/$layerID (LaGuid) */
export interface LayerParams extends MeasurementPointParams { layerID: string }

/** …/soilSample/$jarID (JrGuid) */
export interface SoilSampleParams extends MeasurementPointParams { jarID: string }

/** …/gaugingTubes/$FtID (FtGuid) */
export interface GaugingTubeParams extends MeasurementPointParams { FtID: string }

/** …/finishings/$FiID (FiGuid) */
export interface FinishingParams extends MeasurementPointParams { FiID: string }

/** …/gaugingTubes/$FtGuid/watersample/$WsID (tube sample) or …/watersample/$WsID (surface water). */
export interface WaterSampleParams extends MeasurementPointParams { FtGuid?: string; WsID: string }

/** …/watersample/$WsID/bottle/$BoID, in either placement. */
export interface BottleParams extends WaterSampleParams { BoID: string }

/** …/airsample/$WsID, under a tube or directly under the point. */
export interface AirSampleParams extends MeasurementPointParams { FtGuid?: string; WsID: string }

/** …/airSample/$WsID/packaging/$BoID, in either placement. */
export interface PackagingParams extends AirSampleParams { BoID: string }

/** /project/$projectId/overview/{-$overviewId}/{-$mpGuid}: overview 108 by default. */
export interface OverviewParams extends ProjectParams { overviewId: number; mpGuid?: string }

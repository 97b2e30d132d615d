import type { CatalogueMessage } from '../../messages';
import { layerRows } from '../rows/kinds/layer-rows';
import { filterTubeRows, finishingRows, jarRows } from '../rows/kinds/point-child-rows';
import type { RowKind } from '../rows/row-kind';
import { pointChildMessages } from './messages';

/** The entity kinds that hang directly under a measurement point and share one write and read path. */
export type ChildKind = 'layer' | 'jar' | 'filterTube' | 'finishing';

/**
 * One family of rows under a measurement point and the names its calls use (spec 01 section 7:
 * SetLayers/Layers/DeleteLaGuid, SetSoilSamples/Jars/JrGuid, SetGaugingTubes/FilterTubes/FtGuid,
 * SetFinishings/Finishings/FiGuid). Its rules live in its row kind; the one write path does the rest.
 */
export interface ChildFamily {
  rows: RowKind<ChildKind>;
  /** Name of the rows list in `data`, e.g. 'Layers'. */
  rowsField: string;
  /** Name of the GUID (or GUID list) in `data` of a DELETE, e.g. 'DeleteLaGuid'. */
  deleteField: string;
  saveFailed: CatalogueMessage;
  getFailed: CatalogueMessage;
  /** Field the answered rows are sorted by within their point (layers: LaFrom); id order otherwise. */
  orderField?: string;
  /** Whether the write and read answers carry tblMeasurementPoints next to the rows (spec 01 section 7). */
  answersPoints: { write: boolean; read: boolean };
}

/** Layers: answered by LaFrom with the points, whose depth follows them. */
export const layerFamily: ChildFamily = {
  rows: layerRows, rowsField: 'Layers', deleteField: 'DeleteLaGuid', orderField: 'LaFrom',
  saveFailed: pointChildMessages.layersSaveFailed, getFailed: pointChildMessages.layersGetFailed,
  answersPoints: { write: true, read: true },
};

/** Soil samples (jars). */
export const soilSampleFamily: ChildFamily = {
  rows: jarRows, rowsField: 'Jars', deleteField: 'JrGuid',
  saveFailed: pointChildMessages.soilSamplesSaveFailed, getFailed: pointChildMessages.soilSamplesGetFailed,
  answersPoints: { write: false, read: false },
};

/** Gauging tubes. */
export const gaugingTubeFamily: ChildFamily = {
  rows: filterTubeRows, rowsField: 'FilterTubes', deleteField: 'FtGuid',
  saveFailed: pointChildMessages.gaugingTubesSaveFailed, getFailed: pointChildMessages.gaugingTubesGetFailed,
  answersPoints: { write: false, read: false },
};

/** Finishings; the read also answers tblMeasurementPoints as the spec lists. */
export const finishingFamily: ChildFamily = {
  rows: finishingRows, rowsField: 'Finishings', deleteField: 'FiGuid',
  saveFailed: pointChildMessages.finishingsSaveFailed, getFailed: pointChildMessages.finishingsGetFailed,
  answersPoints: { write: false, read: true },
};

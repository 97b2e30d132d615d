import type { NavigateOptions } from '@tanstack/react-router';
import { finishingKind, gaugingTubeKind, layerKind, soilSampleKind } from '../../../api';
import type { RecordKind } from '../../../api/kinds/define-record-kind';
import type { PointParent } from '../../../api/kinds/parents';
import type { VeldTableName } from '../../../api/calls/tables';
import type { AddableKind } from '../../../../commands';
import type { GridRowValidator } from '../../../grid';
import { deriveLayerSoilCodes } from '../../../grids/layers/derive-soil-codes';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import type { EntityGridSpec } from '../../grid-screen/use-entity-grid';
import { newFinishingRow, newJarRow, newLayerRow, newTubeRow } from '../../records/new-records';
import type { NewRow } from '../../records/new-records';
import { recordLinks } from '../../records/record-links';
import { pointChildTab } from './PointChildGrid';
import type { PointChildTab } from './PointChildGrid';

/**
 * A kind of record under a measurement point as a grid on the point screen (spec 01 section 2),
 * declared once: its calls and cache (the api's record kind), its template and grid settings, its
 * rules, how a new row is made, and where a row opens.
 */
export interface PointChildGridKind<T extends VeldTableName, Extra extends VeldTableName> {
  record: RecordKind<T, PointParent, Extra>;
  /** The tab's id and the palette's add command for the kind ('records.add.<kind>'). */
  tab: string;
  addable: AddableKind;
  labelKey: string;
  screenName: string;
  settingName: string;
  pinned?: readonly string[];
  /** The grid holds one point's rows: the domain's rules over them as one sibling group. */
  validateRows: GridRowValidator;
  newRow(pointName: string, siblings: readonly Record<string, unknown>[]): NewRow;
  deriveCells?: EntityGridSpec<object>['deriveCells'];
  recordLink(projectId: number, mpGuid: string, guid: string): NavigateOptions;
  /** The selected rows are jars an analysis sample can be made of ('make analysis sample', spec 02 section 3). */
  makesAnalysisSamples?: boolean;
}

/** Layers: 'to' above 'from', no overlap, a warning for an inserted layer; soil codes follow the percentages; MpDepth follows on save. */
const layerGrid: PointChildGridKind<'tblLayers', 'tblMeasurementPoints'> = {
  record: layerKind, tab: 'layers', addable: 'layer', labelKey: 'screens.lists.layers', screenName: 'Layer', settingName: 'grid.layers',
  pinned: ['LaFrom', 'LaTo'], validateRows: domainRowValidator('layer', {}, { groupByParent: false }),
  newRow: (_pointName, siblings) => newLayerRow('', siblings), deriveCells: deriveLayerSoilCodes, recordLink: recordLinks.layer,
};

/** Soil samples (jars): names unique (the server checks the whole project), depths, barcodes; new rows named after the point. */
const soilSampleGrid: PointChildGridKind<'tblJars', 'tblMeasurementPoints'> = {
  makesAnalysisSamples: true,
  record: soilSampleKind, tab: 'soilSamples', addable: 'soilSample', labelKey: 'screens.lists.soilSamples', screenName: 'Jar', settingName: 'grid.soilSamples',
  pinned: ['JrName'], validateRows: domainRowValidator('jar', {}, { groupByParent: false }),
  newRow: (pointName, siblings) => newJarRow('', pointName, siblings), recordLink: recordLinks.soilSample,
};

/** Gauging tubes: names unique, 'to' below 'from'; new rows named after the point. */
const gaugingTubeGrid: PointChildGridKind<'tblFilterTubes', 'tblMeasurementPoints'> = {
  record: gaugingTubeKind, tab: 'gaugingTubes', addable: 'gaugingTube', labelKey: 'screens.lists.gaugingTubes', screenName: 'FilterTube', settingName: 'grid.gaugingTubes',
  pinned: ['FtName'], validateRows: domainRowValidator('filterTube', {}, { groupByParent: false }),
  newRow: (pointName, siblings) => newTubeRow('', pointName, siblings), recordLink: recordLinks.gaugingTube,
};

/** Finishings: type required, 'to' below 'from'. */
const finishingGrid: PointChildGridKind<'tblFinishings', 'tblMeasurementPoints'> = {
  record: finishingKind, tab: 'finishings', addable: 'finishing', labelKey: 'screens.lists.finishings', screenName: 'Finishing', settingName: 'grid.finishings',
  validateRows: domainRowValidator('finishing', {}, { groupByParent: false }),
  newRow: () => newFinishingRow(''), recordLink: recordLinks.finishing,
};

/** The point screen's grids, in tab order. */
export const pointChildTabs: readonly PointChildTab[] = [pointChildTab(layerGrid), pointChildTab(soilSampleGrid), pointChildTab(gaugingTubeGrid), pointChildTab(finishingGrid)];

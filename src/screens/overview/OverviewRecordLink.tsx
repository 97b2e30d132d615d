import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CellFormatter } from './overview-columns';
import type { RecordTarget } from './record-links';

/** A row's link: the record it opens, the project, and the cell text it shows. */
export interface OverviewRecordLinkProps {
  projectId: number;
  target: RecordTarget;
  text: string;
  formatter: CellFormatter;
}

/** The link's accessible name: what it opens, always containing the text it shows (WCAG 2.5.3, label in name). */
function useLinkLabel(target: RecordTarget, text: string, formatter: CellFormatter): string {
  const { t } = useTranslation();
  switch (target.kind) {
    case 'point':
      return t('overview.open.point', { name: text || target.pointName });
    case 'layer':
      return t('overview.open.layer', {
        point: text || target.pointName, from: formatter.format(target.from, 'number'), to: formatter.format(target.to, 'number'),
      });
    case 'waterSample':
      return t('overview.open.waterSample', { name: text || target.sampleName });
    case 'airSample':
      return t('overview.open.airSample', { name: text || target.sampleName });
  }
}

/**
 * Opens the row's record screen (spec 01 section 2: point → measurementPoint, layer → layer,
 * samples → their placement's route). A real link, so it opens in a new tab as users expect.
 */
export function OverviewRecordLink({ projectId, target, text, formatter }: OverviewRecordLinkProps) {
  const label = useLinkLabel(target, text, formatter);
  const shown = text || label;
  const common = { className: 'overview-table__link', 'aria-label': label, title: label } as const;
  const point = { projectId, measurementPointId: target.measurementPointId };
  switch (target.kind) {
    case 'point':
      return <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId" params={point}>{shown}</Link>;
    case 'layer':
      return <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId/layer/$layerID" params={{ ...point, layerID: target.layerID }}>{shown}</Link>;
    case 'waterSample':
      return target.FtGuid === undefined
        ? <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID" params={{ ...point, WsID: target.WsID }}>{shown}</Link>
        : <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID" params={{ ...point, FtGuid: target.FtGuid, WsID: target.WsID }}>{shown}</Link>;
    case 'airSample':
      return target.FtGuid === undefined
        ? <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId/airsample/$WsID" params={{ ...point, WsID: target.WsID }}>{shown}</Link>
        : <Link {...common} to="/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airsample/$WsID" params={{ ...point, FtGuid: target.FtGuid, WsID: target.WsID }}>{shown}</Link>;
  }
}

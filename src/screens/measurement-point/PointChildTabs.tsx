import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../ui/shell/SectionTabs';
import { useSampleTabs } from '../records/sample/use-sample-tabs';
import { pointChildTabs } from './panels/point-child-grids';
import type { PointPanelProps } from './panels/point-panel-props';

/**
 * What hangs under a measurement point (spec 01 section 2), one tab each: layers, soil samples,
 * gauging tubes, finishings, and the water and air samples taken at the point itself.
 */
export function PointChildTabs(point: PointPanelProps) {
  const { t } = useTranslation();
  const sampleTabs = useSampleTabs({ projectId: point.projectId, measurementPointId: point.mpGuid }, point.pointName, null);
  return (
    <SectionTabs
      label={t('screens.tabs.point')}
      tabs={[
        ...pointChildTabs.map(({ tab, labelKey, Panel }) => ({ id: tab, title: t(labelKey), content: <Panel {...point} /> })),
        ...sampleTabs,
      ]}
    />
  );
}

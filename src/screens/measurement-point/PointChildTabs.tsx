import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../ui/shell/SectionTabs';
import { useSampleTabs } from '../records/sample/use-sample-tabs';
import { FinishingsPanel } from './panels/FinishingsPanel';
import { GaugingTubesPanel } from './panels/GaugingTubesPanel';
import { LayersPanel } from './panels/LayersPanel';
import type { PointPanelProps } from './panels/point-panel-props';
import { SoilSamplesPanel } from './panels/SoilSamplesPanel';


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
        { id: 'layers', title: t('screens.lists.layers'), content: <LayersPanel {...point} /> },
        { id: 'soilSamples', title: t('screens.lists.soilSamples'), content: <SoilSamplesPanel {...point} /> },
        { id: 'gaugingTubes', title: t('screens.lists.gaugingTubes'), content: <GaugingTubesPanel {...point} /> },
        { id: 'finishings', title: t('screens.lists.finishings'), content: <FinishingsPanel {...point} /> },
        ...sampleTabs,
      ]}
    />
  );
}

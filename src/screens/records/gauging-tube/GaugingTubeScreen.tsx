import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gaugingTubeKind } from '../../../api';
import type { GaugingTubeParams } from '../../../ui/routes/params';
import type { FilterTube } from '../../../domain/entities/filter-tube';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { SectionTabs } from '../../../ui/shell/SectionTabs';
import type { SampleRoute } from '../record-links';
import { useSampleTabs } from '../sample/use-sample-tabs';
import { pickFromList, useProjectBasics } from '../screen-data';

const tubeRules: RuleSetChoice = { kind: 'filterTube' };

/**
 * A gauging (filter) tube of a measurement point (spec 01 sections 2 and 3) with the water and air
 * samples taken from it. Deleting the tube takes its samples along on the server.
 */
export function GaugingTubeScreen({ params }: { params: GaugingTubeParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, FtID } = params;
  const project = useProjectBasics(projectId);
  const tubes = pickFromList(useQuery(gaugingTubeKind.list({ prId: projectId, mpGuid: measurementPointId })), 'FtGuid', FtID);
  const { mutateAsync: write } = useMutation(gaugingTubeKind.save({ prId: projectId, mpGuid: measurementPointId }));
  const tube = tubes.record;
  return (
    <RecordEditor<FilterTube>
      screenName="FilterTube"
      kindLabel={t('screens.kind.gaugingTube')}
      title={(row) => nameOrUnnamed(t, row.FtName)}
      record={tube}
      loadError={tubes.error}
      recordGuid={FtID}
      draftRoute={recordLinks.gaugingTube(projectId, measurementPointId, FtID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={tubeRules}
      siblings={tubes.siblings}
      sequence={{ guidField: 'FtGuid', open: (guid) => { void navigate(recordLinks.gaugingTube(projectId, measurementPointId, guid)); } }}
      save={(row) => write({ action: 'UPDATE', rows: [row] })}
      deletion={{
        run: (row) => write({ action: 'DELETE', rows: [row] }),
        after: () => { void navigate(recordLinks.point(projectId, measurementPointId)); },
      }}
    >
      {typeof tube?.FtID === 'number' ? <TubeSampleTabs route={{ projectId, measurementPointId, FtGuid: FtID }} tubeName={typeof tube.FtName === 'string' ? tube.FtName : ''} ftId={tube.FtID} /> : null}
    </RecordEditor>
  );
}

/** The tube's water and air samples (spec 01 section 1: water and air samples under a tube), one grid each. */
function TubeSampleTabs({ route, tubeName, ftId }: { route: SampleRoute; tubeName: string; ftId: number }) {
  const { t } = useTranslation();
  return <SectionTabs label={t('screens.tabs.tubeSamples')} tabs={useSampleTabs(route, tubeName, ftId)} />;
}

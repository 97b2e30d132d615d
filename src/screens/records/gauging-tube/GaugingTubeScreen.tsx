import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gaugingTubeMutations, gaugingTubeQueries, waterSampleQueries } from '../../../api';
import type { GaugingTubeParams } from '../../../app/routes/params';
import type { FilterTube } from '../../../domain/entities/filter-tube';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { SampleLists } from '../sample/SampleLists';
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
  const tubes = pickFromList(useQuery(gaugingTubeQueries.ofPoint(projectId, measurementPointId)), 'FtGuid', FtID);
  const samples = useQuery(waterSampleQueries.ofPlacement({ prId: projectId, mpGuid: measurementPointId, ftGuid: FtID }));
  const { mutateAsync: write } = useMutation(gaugingTubeMutations.save(projectId, measurementPointId));
  const tube = tubes.record;
  // A write under the tube answers the point's samples for a moment; only this tube's are listed.
  const ofTube = tube ? samples.data?.tblWaterSamples.filter((sample) => sample.FtID === tube.FtID) : undefined;
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
      <SampleLists
        route={{ projectId, measurementPointId, FtGuid: FtID }}
        parentName={typeof tube?.FtName === 'string' ? tube.FtName : ''}
        samples={ofTube}
        error={samples.error}
      />
    </RecordEditor>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { waterSampleMutations, waterSampleQueries } from '../../../api';
import type { AirSampleParams, WaterSampleParams } from '../../../ui/routes/params';
import type { WaterSample } from '../../../domain/entities/water-sample';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks, sampleLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { ItemGrid } from '../sample-item/ItemGrid';
import { pickFromList, useProjectBasics } from '../screen-data';

const sampleRules: RuleSetChoice = { kind: 'waterSample' };

/** Props of SampleScreen. */
export interface SampleScreenProps {
  kind: 'water' | 'air';
  params: WaterSampleParams | AirSampleParams;
}

/**
 * A water or an air sample in either placement (spec 01 sections 2 and 3): under a gauging tube,
 * or directly under the point (surface water, air at the point), with its bottles or packaging.
 * Both kinds share tblWaterSamples and SetWaterSamples; their templates differ.
 */
function SampleScreen({ kind, params }: SampleScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, FtGuid, WsID } = params;
  const route = { projectId, measurementPointId, FtGuid };
  const placement = { prId: projectId, mpGuid: measurementPointId, ftGuid: FtGuid };
  const project = useProjectBasics(projectId);
  const query = useQuery(waterSampleQueries.ofPlacement(placement));
  const samples = pickFromList({ data: query.data?.tblWaterSamples, error: query.error }, 'WsGuid', WsID);
  const { mutateAsync: write } = useMutation(waterSampleMutations.save(placement));
  const sample = samples.record;
  const items = sample ? query.data?.tblBottles.filter((bottle) => bottle.WsID === sample.WsID) : undefined;
  const link = kind === 'water' ? sampleLinks.waterSample(route, WsID) : sampleLinks.airSample(route, WsID);
  const leave = () => {
    void navigate(FtGuid ? recordLinks.gaugingTube(projectId, measurementPointId, FtGuid) : recordLinks.point(projectId, measurementPointId));
  };
  return (
    <RecordEditor<WaterSample>
      screenName={kind === 'water' ? 'WaterSample' : 'AirSample'}
      kindLabel={t(kind === 'water' ? 'screens.kind.waterSample' : 'screens.kind.airSample')}
      title={(row) => nameOrUnnamed(t, row.WsName)}
      record={sample}
      loadError={samples.error}
      recordGuid={WsID}
      draftRoute={link.to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={sampleRules}
      siblings={samples.siblings}
      save={(row) => write({ action: 'UPDATE', rows: [row] })}
      deletion={{ run: (row) => write({ action: 'DELETE', rows: [row] }), after: leave }}
    >
      <ItemGrid
        kind={kind === 'water' ? 'bottle' : 'packaging'}
        route={route}
        wsGuid={WsID}
        wsId={sample?.WsID}
        sampleName={typeof sample?.WsName === 'string' ? sample.WsName : ''}
        items={items}
        error={query.error}
      />
    </RecordEditor>
  );
}

/** The water sample screen (…/watersample/$WsID, under a tube or the point). */
export function WaterSampleScreen({ params }: { params: WaterSampleParams }) {
  return <SampleScreen kind="water" params={params} />;
}

/** The air sample screen (…/airsample/$WsID, under a tube or the point). */
export function AirSampleScreen({ params }: { params: AirSampleParams }) {
  return <SampleScreen kind="air" params={params} />;
}

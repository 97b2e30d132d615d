import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { soilSampleKind } from '../../../api';
import type { SoilSampleParams } from '../../../ui/routes/params';
import type { Jar } from '../../../domain/entities/jar';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

const jarRules: RuleSetChoice = { kind: 'jar' };

/**
 * A soil sample (jar) of a measurement point (spec 01 sections 2 and 3): its name checked against
 * the point's other jars, its range, barcodes and weights as the user types.
 */
export function SoilSampleScreen({ params }: { params: SoilSampleParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, jarID } = params;
  const project = useProjectBasics(projectId);
  const jars = pickFromList(useQuery(soilSampleKind.list({ prId: projectId, mpGuid: measurementPointId })), 'JrGuid', jarID);
  const { mutateAsync: write } = useMutation(soilSampleKind.save({ prId: projectId, mpGuid: measurementPointId }));
  return (
    <RecordEditor<Jar>
      screenName="Jar"
      kindLabel={t('screens.kind.soilSample')}
      title={(jar) => nameOrUnnamed(t, jar.JrName)}
      record={jars.record}
      loadError={jars.error}
      recordGuid={jarID}
      draftRoute={recordLinks.soilSample(projectId, measurementPointId, jarID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={jarRules}
      siblings={jars.siblings}
      sequence={{ guidField: 'JrGuid', open: (guid) => { void navigate(recordLinks.soilSample(projectId, measurementPointId, guid)); } }}
      save={(jar) => write({ action: 'UPDATE', rows: [jar] })}
      deletion={{
        run: (jar) => write({ action: 'DELETE', rows: [jar] }),
        after: () => { void navigate(recordLinks.point(projectId, measurementPointId)); },
      }}
    />
  );
}

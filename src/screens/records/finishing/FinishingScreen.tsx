import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { finishingKind } from '../../../api';
import type { FinishingParams } from '../../../ui/routes/params';
import type { Finishing } from '../../../domain/entities/finishing';
import { useListText } from '../child-list/use-list-text';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { depthRange, nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

const finishingRules: RuleSetChoice = { kind: 'finishing' };

/** A finishing of a measurement point (spec 01 sections 2 and 3): its type and depth range. */
export function FinishingScreen({ params }: { params: FinishingParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, FiID } = params;
  const project = useProjectBasics(projectId);
  const finishings = pickFromList(useQuery(finishingKind.list({ prId: projectId, mpGuid: measurementPointId })), 'FiGuid', FiID);
  const { mutateAsync: write } = useMutation(finishingKind.save({ prId: projectId, mpGuid: measurementPointId }));
  const finishingType = useListText('Finishing', 'FiTypeCode');
  return (
    <RecordEditor<Finishing>
      screenName="Finishing"
      kindLabel={t('screens.kind.finishing')}
      title={(finishing) => nameOrUnnamed(t, [finishingType(finishing.FiTypeCode), depthRange(t, finishing.FiFrom, finishing.FiTo)].filter(Boolean).join(' '))}
      record={finishings.record}
      loadError={finishings.error}
      recordGuid={FiID}
      draftRoute={recordLinks.finishing(projectId, measurementPointId, FiID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={finishingRules}
      siblings={finishings.siblings}
      sequence={{ guidField: 'FiGuid', open: (guid) => { void navigate(recordLinks.finishing(projectId, measurementPointId, guid)); } }}
      save={(finishing) => write({ action: 'UPDATE', rows: [finishing] })}
      deletion={{
        run: (finishing) => write({ action: 'DELETE', rows: [finishing] }),
        after: () => { void navigate(recordLinks.point(projectId, measurementPointId)); },
      }}
    />
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sublocationKind } from '../../../api';
import type { SublocationParams } from '../../../ui/routes/params';
import type { Sublocation } from '../../../domain/entities/sublocation';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

const sublocationRules: RuleSetChoice = { kind: 'sublocation' };

/** A sub-location of a project (spec 01 sections 2 and 3): its name, unique in the project, and inspector. */
export function SublocationScreen({ params }: { params: SublocationParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, SlGUID } = params;
  const project = useProjectBasics(projectId);
  const sublocations = pickFromList(useQuery(sublocationKind.list({ prId: projectId })), 'SlGuid', SlGUID);
  const { mutateAsync: write } = useMutation(sublocationKind.saveRecord({ prId: projectId }));
  return (
    <RecordEditor<Sublocation>
      screenName="Sublocation"
      kindLabel={t('screens.kind.sublocation')}
      title={(row) => nameOrUnnamed(t, row.SlName)}
      record={sublocations.record}
      loadError={sublocations.error}
      recordGuid={SlGUID}
      draftRoute={recordLinks.sublocation(projectId, SlGUID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={sublocationRules}
      siblings={sublocations.siblings}
      sequence={{ guidField: 'SlGuid', open: (guid) => { void navigate(recordLinks.sublocation(projectId, guid)); } }}
      save={(row) => write({ action: 'UPDATE', row })}
      deletion={{ run: (row) => write({ action: 'DELETE', row }), after: () => { void navigate(recordLinks.project(projectId)); } }}
    />
  );
}

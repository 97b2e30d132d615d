import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { summaryKind } from '../../../api';
import type { SummaryParams } from '../../../ui/routes/params';
import type { SummaryConclusion } from '../../../domain/entities/summary-conclusion';
import { RecordEditor } from '../record-editor/RecordEditor';
import { recordLinks } from '../record-links';
import { summaryTitle } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

/**
 * A summary or conclusion of a project (spec 01 sections 2 and 3): its type (list 84), the
 * follow-up list that only type 1 enables (editor type 12) and its text.
 */
export function SummaryScreen({ params }: { params: SummaryParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, SmGUID } = params;
  const project = useProjectBasics(projectId);
  const summaries = pickFromList(useQuery(summaryKind.list({ prId: projectId })), 'SmGUID', SmGUID);
  const { mutateAsync: write } = useMutation(summaryKind.saveRecord({ prId: projectId }));
  return (
    <RecordEditor<SummaryConclusion>
      screenName="SummaryConclusion"
      kindLabel={t('screens.kind.summary')}
      title={(row) => summaryTitle(t, row.SmText)}
      record={summaries.record}
      loadError={summaries.error}
      recordGuid={SmGUID}
      draftRoute={recordLinks.summary(projectId, SmGUID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={null}
      siblings={summaries.siblings}
      sequence={{ guidField: 'SmGUID', open: (guid) => { void navigate(recordLinks.summary(projectId, guid)); } }}
      save={(row) => write({ action: 'UPDATE', row })}
      deletion={{ run: (row) => write({ action: 'DELETE', row }), after: () => { void navigate(recordLinks.project(projectId)); } }}
    />
  );
}

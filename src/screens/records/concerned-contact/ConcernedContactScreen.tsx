import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { contactKind } from '../../../api';
import type { ConcernedContactParams } from '../../../ui/routes/params';
import type { ConcernedContact } from '../../../domain/entities/concerned-contact';
import { RecordEditor } from '../record-editor/RecordEditor';
import { recordLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

/**
 * A concerned contact (stakeholder) of a project (spec 01 sections 2 and 3): company, type (list
 * 85), contact person and function (list 86). No domain rule set: its template's rules apply.
 */
export function ConcernedContactScreen({ params }: { params: ConcernedContactParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, CcGUID } = params;
  const project = useProjectBasics(projectId);
  const contacts = pickFromList(useQuery(contactKind.list({ prId: projectId })), 'CcGUID', CcGUID);
  const { mutateAsync: write } = useMutation(contactKind.saveRecord({ prId: projectId }));
  return (
    <RecordEditor<ConcernedContact>
      screenName="ConcernedContact"
      kindLabel={t('screens.kind.concernedContact')}
      title={(row) => nameOrUnnamed(t, row.CcCompanyName)}
      record={contacts.record}
      loadError={contacts.error}
      recordGuid={CcGUID}
      draftRoute={recordLinks.concernedContact(projectId, CcGUID).to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={null}
      siblings={contacts.siblings}
      sequence={{ guidField: 'CcGUID', open: (guid) => { void navigate(recordLinks.concernedContact(projectId, guid)); } }}
      save={(row) => write({ action: 'UPDATE', row })}
      deletion={{ run: (row) => write({ action: 'DELETE', row }), after: () => { void navigate(recordLinks.project(projectId)); } }}
    />
  );
}

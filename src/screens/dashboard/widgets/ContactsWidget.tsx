import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactKind } from '../../../api/kinds/project-record-kinds';
import { WidgetState } from './WidgetState';
import type { WidgetProps } from './widget-props';

/** Concerned contacts (stakeholders, spec 02 section 2): company and contact person of each. */
export function ContactsWidget({ projectId }: WidgetProps) {
  const { t } = useTranslation();
  const contacts = useQuery(contactKind.list({ prId: projectId }));
  return (
    <>
      <WidgetState pending={contacts.isPending} error={contacts.error} />
      {contacts.data ? (
        <>
          <p data-field="count">{t('dashboard.figure.contacts', { count: contacts.data.length })}</p>
          <ul className="dashboard-list">
            {contacts.data.map((contact) => (
              <li key={String(contact.CcGUID ?? contact.CcID)}>
                {contact.CcCompanyName ?? ''}{contact.CcContactPerson ? ` — ${contact.CcContactPerson}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

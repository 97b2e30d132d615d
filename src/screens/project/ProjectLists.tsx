import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, contactKind, pointQueries, sublocationKind, summaryKind, templateQueries } from '../../api';
import { logFrontEndError } from '../../api/calls/accounts';
import { useApiClient, useLanguage } from '../../ui/services-context';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import type { ConcernedContact } from '../../domain/entities/concerned-contact';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import type { Sublocation } from '../../domain/entities/sublocation';
import type { SummaryConclusion } from '../../domain/entities/summary-conclusion';
import { ChildList } from '../records/child-list/ChildList';
import { useAddChild } from '../records/child-list/use-add-child';
import { useListOptions, useListText } from '../records/child-list/use-list-text';
import { nextChildName } from '../../domain/names/next-child-name';
import { newGuid } from '../../domain/wire/new-guid';
import { recordLinks } from '../records/record-links';
import { nameOrUnnamed, summaryTitle } from '../records/record-titles';
import { NewContactDialog } from './NewContactDialog';
import { NewPointDialog } from './NewPointDialog';

/** The log line of a summary the server answered without (spec 01 section 8), as the spec words it. */
const summaryNotCreatedLogLine = 'Could not create summary/conclusion entry';

/** The stem of a new sub-location's name ('SL1', 'SL2', …): data, the same in every language. */
const newSublocationStem = 'SL';

/** Props of ProjectLists. */
export interface ProjectListsProps {
  projectId: number;
  /** The project's PrTemplateID (null for the standard template). */
  templateId: number | null;
  /** The project's PrCoordinateSystem, for a new point's coordinates. */
  coordinateSystem: string | undefined;
}

/**
 * The lists of a project (spec 01 section 2): its measurement points (one GetMeasurementPoints for
 * all of them, however many), sub-locations, concerned contacts and summaries, each with an 'add'.
 * A new point asks for its name and coordinates first, a new contact for its company name: the server
 * takes none without them.
 */
export function ProjectLists({ projectId, templateId, coordinateSystem }: ProjectListsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApiClient();
  const navigate = useNavigate();
  const points = useQuery(pointQueries.list(projectId));
  const sublocations = useQuery(sublocationKind.list({ prId: projectId }));
  const contacts = useQuery(contactKind.list({ prId: projectId }));
  const summaries = useQuery(summaryKind.list({ prId: projectId }));
  const writeSublocation = useMutation(sublocationKind.saveRecord({ prId: projectId })).mutateAsync;
  const writeSummary = useMutation(summaryKind.saveRecord({ prId: projectId })).mutateAsync;
  const pointType = useListText('MeasurementPoint', 'MpTypeCode');
  const pointTemplates = useQuery(templateQueries.screen('MeasurementPoint', language, templateId));
  const [addingPoint, setAddingPoint] = useState(false);
  const addPoint = { kind: 'point' as const, label: t('screens.add.point'), busy: addingPoint, failure: null, run: () => setAddingPoint(true) };
  const summaryType = useListText('SummaryConclusion', 'SmType');
  // SetSummaryAndConclusion inserts with a type (spec 01 section 7): the list's first active one; the screen that opens next changes it.
  const firstSummaryType = useListOptions('SummaryConclusion', 'SmType')?.find((option) => !option.inactive)?.code;

  const addSublocation = useAddChild('sublocation', t('screens.add.sublocation'), async () => {
    const guid = newGuid();
    const name = nextChildName(newSublocationStem, (sublocations.data ?? []).map((row) => row.SlName), '1');
    await writeSublocation({ action: 'INSERT', row: { SlGuid: guid, SlName: name } });
    return guid;
  }, (guid) => { void navigate(recordLinks.sublocation(projectId, guid)); });
  const [addingContact, setAddingContact] = useState(false);
  const addContact = { kind: 'concernedContact' as const, label: t('screens.add.concernedContact'), busy: addingContact, failure: null, run: () => setAddingContact(true) };
  const addSummary = useAddChild('summary', t('screens.add.summary'), async () => {
    const guid = newGuid();
    const answer = await writeSummary({ action: 'INSERT', row: { SmGUID: guid, SmType: firstSummaryType } });
    if (!answer.tblSummaryConclusions.some((row) => row.SmGUID === guid)) {
      // Spec 01 section 8: 'Creating a summary with no result logs 'Could not create summary/conclusion entry''.
      // Logged where front-end errors go (spec 01 section 8: to the management service), for the application
      // manager; the list beside it says so in the user's language: the insert's answer is unusable, not an unknown error.
      console.error(summaryNotCreatedLogLine);
      logFrontEndError(api, { type: 'error', message: summaryNotCreatedLogLine, functionDescription: 'SetSummaryAndConclusion' }).catch(() => undefined);
      throw new ApiError({
        callName: 'SetSummaryAndConclusion', kind: 'answer', status: 200, serverMessage: summaryNotCreatedLogLine, messageKey: 'specGaps.summaryNotCreated',
      });
    }
    return guid;
  }, (guid) => { void navigate(recordLinks.summary(projectId, guid)); });

  return (
    <>
      <ChildList<MeasurementPoint>
        title={t('screens.lists.points')} rows={points.data} error={points.error} rowKey={(row) => row.MpGuid ?? String(row.MpID)}
        linkHeader={t('field.MpName')}
        link={(row) => <Link {...recordLinks.point(projectId, row.MpGuid ?? '')}>{nameOrUnnamed(t, row.MpName)}</Link>}
        columns={[
          { header: t('field.MpTypeCode'), cell: (row) => pointType(row.MpTypeCode) },
          { header: t('field.MpDate'), cell: (row) => formatDisplayDate(row.MpDate, language) },
          { header: t('field.MpDepth'), cell: (row) => (typeof row.MpDepth === 'number' ? String(row.MpDepth) : ''), numeric: true },
        ]}
        add={points.data && pointTemplates.data ? addPoint : undefined}
      />
      {addingPoint && points.data && pointTemplates.data && (
        <NewPointDialog
          projectId={projectId}
          points={points.data}
          templates={pointTemplates.data}
          coordinateSystem={coordinateSystem}
          onCreated={(guid) => { setAddingPoint(false); void navigate(recordLinks.point(projectId, guid)); }}
          onCancel={() => setAddingPoint(false)}
        />
      )}
      <ChildList<Sublocation>
        title={t('screens.lists.sublocations')} rows={sublocations.data} error={sublocations.error} rowKey={(row) => row.SlGuid ?? String(row.SlID)}
        linkHeader={t('field.SlName')}
        link={(row) => <Link {...recordLinks.sublocation(projectId, row.SlGuid ?? '')}>{nameOrUnnamed(t, row.SlName)}</Link>}
        columns={[{ header: t('field.SlNameInspector'), cell: (row) => row.SlNameInspector ?? '' }]}
        add={sublocations.data ? addSublocation : undefined}
      />
      <ChildList<ConcernedContact>
        title={t('screens.lists.concernedContacts')} rows={contacts.data} error={contacts.error} rowKey={(row) => row.CcGUID ?? String(row.CcID)}
        linkHeader={t('field.CcCompanyName')}
        link={(row) => <Link {...recordLinks.concernedContact(projectId, row.CcGUID ?? '')}>{nameOrUnnamed(t, row.CcCompanyName)}</Link>}
        columns={[{ header: t('field.CcContactPerson'), cell: (row) => row.CcContactPerson ?? '' }]}
        add={contacts.data ? addContact : undefined}
      />
      {addingContact && (
        <NewContactDialog
          projectId={projectId}
          onCreated={(guid) => { setAddingContact(false); void navigate(recordLinks.concernedContact(projectId, guid)); }}
          onCancel={() => setAddingContact(false)}
        />
      )}
      <ChildList<SummaryConclusion>
        title={t('screens.lists.summaries')} rows={summaries.data} error={summaries.error} rowKey={(row) => row.SmGUID ?? String(row.SmID)}
        linkHeader={t('field.SmText')}
        link={(row) => <Link {...recordLinks.summary(projectId, row.SmGUID ?? '')}>{summaryTitle(t, row.SmText)}</Link>}
        columns={[{ header: t('field.SmType'), cell: (row) => summaryType(row.SmType) }]}
        add={summaries.data && firstSummaryType !== undefined ? addSummary : undefined}
      />
    </>
  );
}

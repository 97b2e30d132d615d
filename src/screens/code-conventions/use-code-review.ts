import { useQueries, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codeListQueries, contactKind, finishingKind, gaugingTubeKind, layerKind, locationVisitKind, pointQueries, projectQueries,
  soilSampleKind, sublocationKind, summaryKind, templateQueries,
} from '../../api';
import type { ProjectId } from '../../api';
import { reviewCodes, reviewedFields } from '../../domain/codes/code-review';
import type { CodeFinding, ReviewedCode, ReviewedRecords } from '../../domain/codes/code-review';
import type { FieldTemplate } from '../../domain/editing';
import type { Language } from '../../domain/language/language-codes';
import { useLanguage } from '../../ui/services-context';
import { depthRange, nameOrUnnamed, summaryTitle } from '../records/record-titles';

type AnyRow = Readonly<Record<string, unknown>>;

/** The screens whose list fields a code review checks, in the order findings are listed (spec 01 section 3). */
export const reviewedScreens = [
  'Project', 'MeasurementPoint', 'Layer', 'Jar', 'FilterTube', 'Finishing', 'Sublocation', 'LocationVisit', 'SummaryConclusion', 'ConcernedContact',
] as const;

/** A screen the review reads. */
export type ReviewedScreen = (typeof reviewedScreens)[number];

/** Templates of every reviewed screen and the codes of every list they name, in one language. */
export interface CodeConventions {
  templatesByScreen: ReadonlyMap<string, readonly FieldTemplate[]>;
  codesByCategory: ReadonlyMap<number, readonly ReviewedCode[]>;
  ready: boolean;
  error: unknown;
}

const firstError = (results: readonly UseQueryResult<unknown>[]): unknown => results.find((result) => result.error)?.error ?? null;

/**
 * The code conventions of a template (GetTemplatesData and GetCodeListByCategoryIDOrCode, both cached
 * for the day, spec 01 sections 7 and 9): which list each list field of each screen takes its codes from.
 */
export function useCodeConventions(language: Language, templateId: number | null | undefined): CodeConventions {
  const templates = useQueries({ queries: reviewedScreens.map((screen) => ({ ...templateQueries.screen(screen, language, templateId), enabled: templateId !== undefined })) });
  const templatesByScreen = useMemo(() => new Map(reviewedScreens.map((screen, index) => [screen, templates[index]?.data ?? []])), [templates]);
  const categories = useMemo(() => [...new Set([...templatesByScreen.values()].flatMap((fields) => reviewedFields(fields).map((field) => field.ListCategory as number)))].sort((a, b) => a - b), [templatesByScreen]);
  const lists = useQueries({ queries: categories.map((category) => codeListQueries.category(category, language)) });
  const codesByCategory = useMemo(() => new Map(categories.flatMap((category, index) => {
    const data = lists[index]?.data;
    return data === undefined ? [] : [[category, data] as const];
  })), [categories, lists]);
  const ready = templates.every((result) => result.data !== undefined) && lists.every((result) => result.data !== undefined);
  return { templatesByScreen, codesByCategory, ready, error: firstError([...templates, ...lists]) };
}

/** The outcome of a project's code review: its findings once every read is in. */
export interface CodeReview {
  projectName: string | null;
  findings: readonly CodeFinding[] | null;
  /** How many records were read, once they are. */
  recordCount: number;
  error: unknown;
}

function reviewedRecords(t: TFunction, reads: Record<ReviewedScreen, readonly AnyRow[]>): ReviewedRecords[] {
  const pointNames = new Map(reads.MeasurementPoint.map((row) => [row.MpGuid, String(row.MpName ?? '')]));
  const underPoint = (row: AnyRow, own: string) => [pointNames.get(row.MpGuid) ?? '', own].filter((part) => part !== '').join(' · ');
  const namers: Record<ReviewedScreen, (row: AnyRow) => string> = {
    Project: (row) => nameOrUnnamed(t, row.PrCode),
    MeasurementPoint: (row) => nameOrUnnamed(t, row.MpName),
    Layer: (row) => underPoint(row, depthRange(t, row.LaFrom, row.LaTo)),
    Jar: (row) => underPoint(row, nameOrUnnamed(t, row.JrName)),
    FilterTube: (row) => underPoint(row, nameOrUnnamed(t, row.FtName)),
    Finishing: (row) => underPoint(row, depthRange(t, row.FiFrom, row.FiTo)),
    Sublocation: (row) => nameOrUnnamed(t, row.SlName),
    LocationVisit: (row) => nameOrUnnamed(t, row.LvDate),
    SummaryConclusion: (row) => summaryTitle(t, row.SmText),
    ConcernedContact: (row) => nameOrUnnamed(t, row.CcCompanyName),
  };
  return reviewedScreens.map((screenName) => ({ screenName, rows: reads[screenName], nameOf: namers[screenName] }));
}

/**
 * Reviews every coded value of a project against its code lists (the /CodeConventions code review,
 * spec 01 section 2), through the reads the screens already use: the project, its points, every
 * layer, jar, tube and finishing of the project (read without a point), its sub-locations,
 * location visits, summaries and contacts. Null `prId` reads nothing.
 */
export function useCodeReview(prId: ProjectId | null): CodeReview & { conventions: CodeConventions } {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = prId ?? 0;
  const enabled = prId !== null;
  const project = useQuery({ ...projectQueries.detail(id), enabled });
  const conventions = useCodeConventions(language, enabled ? (project.data === undefined ? undefined : (project.data?.PrTemplateID ?? null)) : undefined);
  const parent = { prId: id };
  const reads = [
    useQuery({ ...pointQueries.list(id), enabled }),
    useQuery({ ...layerKind.list(parent), enabled }),
    useQuery({ ...soilSampleKind.list(parent), enabled }),
    useQuery({ ...gaugingTubeKind.list(parent), enabled }),
    useQuery({ ...finishingKind.list(parent), enabled }),
    useQuery({ ...sublocationKind.list(parent), enabled }),
    useQuery({ ...locationVisitKind.list(parent), enabled }),
    useQuery({ ...summaryKind.list(parent), enabled }),
    useQuery({ ...contactKind.list(parent), enabled }),
  ] as const;
  const [points, layers, jars, tubes, finishings, sublocations, visits, summaries, contacts] = reads.map((read) => read.data as readonly AnyRow[] | undefined);
  const projectRow = project.data;
  const loaded = enabled && projectRow !== undefined && conventions.ready && reads.every((read) => read.data !== undefined);
  const findings = useMemo(() => {
    if (!loaded) return null;
    const records = reviewedRecords(t, {
      Project: projectRow ? [projectRow] : [], MeasurementPoint: points ?? [], Layer: layers ?? [], Jar: jars ?? [], FilterTube: tubes ?? [],
      Finishing: finishings ?? [], Sublocation: sublocations ?? [], LocationVisit: visits ?? [], SummaryConclusion: summaries ?? [], ConcernedContact: contacts ?? [],
    });
    return { list: reviewCodes(conventions.templatesByScreen, conventions.codesByCategory, records), count: records.reduce((sum, group) => sum + group.rows.length, 0) };
  }, [loaded, t, projectRow, points, layers, jars, tubes, finishings, sublocations, visits, summaries, contacts, conventions.templatesByScreen, conventions.codesByCategory]);
  return {
    projectName: projectRow ? [projectRow.PrCode, projectRow.PrName].filter(Boolean).join(' – ') : null,
    findings: findings?.list ?? null,
    recordCount: findings?.count ?? 0,
    error: project.error ?? conventions.error ?? reads.find((read) => read.error)?.error ?? null,
    conventions,
  };
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { codeListQueries, sublocationKind, templateQueries } from '../../../api';
import type { ProjectId } from '../../../api';
import { editorKind } from '../../../domain/codes/field-editor-types';
import { codeOptionsFromGeneralCodes, drawnFieldTemplates } from '../../../domain/editing';
import type { CodeOption, FieldTemplate } from '../../../domain/editing';
import type { Language } from '../../../domain/language/language-codes';

interface ListResult<T> {
  data: T | undefined;
  error: unknown;
}

// Defined once, so useQueries re-combines only when a result changes.
const combineLists = <T>(results: readonly ListResult<T>[]) => ({
  data: results.map((result) => result.data),
  // A list that failed draws as empty rather than holding the whole form back.
  pending: results.some((result) => result.data === undefined && !result.error),
  failed: results.map((result) => Boolean(result.error)),
});

/** What a record form needs before it can draw: its templates and the choices of its list fields. */
export interface FieldSetup {
  templates: readonly FieldTemplate[] | undefined;
  codeLists: Readonly<Record<string, readonly CodeOption[]>>;
  /** True once templates and lists are loaded: drawing earlier would show stored codes as 'not in the list'. */
  ready: boolean;
  /** The list categories whose codes could not be read (spec 01 section 8, 'unable to get code list'). */
  failedLists: readonly number[];
  error: unknown;
}

/**
 * The list categories a screen's drawn fields need, each once (spec 01 sections 3 and 7): list
 * fields and the head part of composites name theirs in ListCategory.
 */
export function listCategoriesOf(templates: readonly FieldTemplate[]): number[] {
  const categories = templates.map((template) => template.ListCategory).filter((category): category is number => category !== null);
  return [...new Set(categories)].sort((a, b) => a - b);
}

/**
 * Loads a screen's field templates (GetTemplatesData, cached for the day per screen and language)
 * and the code lists of its list fields in the current language (spec 01 sections 3, 7 and 9);
 * sub-location lists (type 30) offer the project's sub-locations. `templateId` is the project's
 * PrTemplateID; undefined while it is still unknown, so the standard template is not fetched in vain.
 */
export function useFieldSetup(screenName: string, language: Language, prId: ProjectId, templateId: number | null | undefined): FieldSetup {
  const templatesQuery = useQuery({ ...templateQueries.screen(screenName, language, templateId), enabled: templateId !== undefined });
  const drawn = useMemo(() => drawnFieldTemplates(templatesQuery.data ?? [], screenName), [templatesQuery.data, screenName]);
  const categories = useMemo(() => listCategoriesOf(drawn), [drawn]);
  const needsSublocations = drawn.some((template) => editorKind(template.EditorType) === 'sublocationList');
  const lists = useQueries({ queries: categories.map((category) => codeListQueries.category(category, language)), combine: combineLists });
  const listData = lists.data;
  const sublocations = useQuery({ ...sublocationKind.list({ prId }), enabled: needsSublocations });

  const codeLists = useMemo(() => {
    const byCategory = new Map<number, CodeOption[]>();
    categories.forEach((category, index) => byCategory.set(category, codeOptionsFromGeneralCodes(listData[index] ?? [])));
    const choices: Record<string, readonly CodeOption[]> = {};
    for (const template of drawn) {
      if (template.ListCategory !== null) choices[template.FieldCode] = byCategory.get(template.ListCategory) ?? [];
      if (editorKind(template.EditorType) === 'sublocationList') {
        choices[template.FieldCode] = (sublocations.data ?? []).flatMap((row) => (row.SlGuid ? [{ code: row.SlGuid, description: row.SlName ?? '' }] : []));
      }
    }
    return choices;
  }, [drawn, categories, sublocations.data, listData]);

  const sublocationsPending = needsSublocations && sublocations.data === undefined && !sublocations.error;
  const ready = templatesQuery.data !== undefined && !lists.pending && !sublocationsPending;
  const failedFlags = lists.failed;
  const failedLists = useMemo(() => categories.filter((_, index) => failedFlags[index]), [categories, failedFlags]);
  return { templates: templatesQuery.data, codeLists, ready, failedLists, error: templatesQuery.error };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { codeListQueries, templateQueries } from '../../../api';
import { useLanguage } from '../../../ui/services-context';
import { codeOptionsFromGeneralCodes, findListOption } from '../../../domain/editing';
import type { CodeOption } from '../../../domain/editing';

/**
 * The choices of a list field in list order: the field's code list, found through the screen's
 * template, both cached for the day. Undefined while either loads or when the field has no list.
 */
export function useListOptions(screenName: string, fieldCode: string): readonly CodeOption[] | undefined {
  const language = useLanguage();
  const templates = useQuery(templateQueries.screen(screenName, language));
  const category = templates.data?.find((template) => template.FieldCode === fieldCode)?.ListCategory ?? null;
  const codes = useQuery({ ...codeListQueries.category(category ?? 0, language), enabled: category !== null });
  return useMemo(() => (codes.data ? codeOptionsFromGeneralCodes(codes.data) : undefined), [codes.data]);
}

/**
 * The text a list column shows for a stored code (spec 01 section 3: lists show the text, not the
 * code). The code itself while the list loads, or when it is not in the list.
 */
export function useListText(screenName: string, fieldCode: string): (value: unknown) => string {
  const options = useListOptions(screenName, fieldCode);
  return useMemo(() => (value: unknown) => {
    if (value === null || value === undefined) return '';
    const option = findListOption(fieldCode, options ?? [], value);
    return option?.description || String(value);
  }, [options, fieldCode]);
}

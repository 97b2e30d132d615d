import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { codeListQueries, templateQueries } from '../../../api';
import { useLanguage } from '../../../ui/services-context';
import { codeOptionsFromGeneralCodes, findListOption } from '../../../domain/editing';

/**
 * The text a list column shows for a stored code (spec 01 section 3: lists show the text, not the
 * code): the field's code list, found through the screen's template, both cached for the day. The
 * code itself while the list loads, or when it is not in the list.
 */
export function useListText(screenName: string, fieldCode: string): (value: unknown) => string {
  const language = useLanguage();
  const templates = useQuery(templateQueries.screen(screenName, language));
  const category = templates.data?.find((template) => template.FieldCode === fieldCode)?.ListCategory ?? null;
  const codes = useQuery({ ...codeListQueries.category(category ?? 0, language), enabled: category !== null });
  return useMemo(() => {
    const options = codeOptionsFromGeneralCodes(codes.data ?? []);
    return (value: unknown) => {
      if (value === null || value === undefined) return '';
      const option = findListOption(fieldCode, options, value);
      return option?.description || String(value);
    };
  }, [codes.data, fieldCode]);
}

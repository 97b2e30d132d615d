import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assignmentSamplesEditable } from '../../../machines/lab-assignment';
import { labQueries } from '../../api/queries/lab-queries';
import { resultQueries } from '../../api/queries/result-queries';
import { analysisSampleGridRows } from '../../domain/lab/analysis-sample-grid-rows';
import type { AnalysisSampleGridRow } from '../../domain/lab/analysis-sample-grid-rows';
import { resultCountsBySample } from '../../domain/lab/sub-sample-targets';

/** A row of the sample list: the sample as its grid dresses it, with how many results it has. */
export type SampleListRow = AnalysisSampleGridRow & { readonly Results: number };

/**
 * The rows of the analysis results screen's sample list (spec 02 section 2): the project's analysis
 * samples with their lab assignment (as the analysis samples grid shows it) and result count.
 */
export function useSampleList(projectId: number) {
  const samples = useQuery(labQueries.analysisSamples(projectId));
  const parts = useQuery(labQueries.sampleParts(projectId));
  const names = useQuery(labQueries.fieldSampleNames(projectId));
  const assignments = useQuery(labQueries.assignments(projectId));
  const results = useQuery(resultQueries.ofProject(projectId));
  const rows = useMemo<SampleListRow[] | undefined>(() => {
    if (!samples.data || !parts.data || !names.data || !assignments.data || !results.data) return undefined;
    const counts = resultCountsBySample(results.data);
    return analysisSampleGridRows(samples.data, parts.data, names.data, assignments.data, assignmentSamplesEditable)
      .map((row) => ({ ...row, Results: row.AsGuid ? counts.get(row.AsGuid) ?? 0 : 0 }));
  }, [samples.data, parts.data, names.data, assignments.data, results.data]);
  const error = samples.error ?? parts.error ?? names.error ?? assignments.error ?? results.error;
  const retry = () => { void samples.refetch(); void parts.refetch(); void names.refetch(); void assignments.refetch(); void results.refetch(); };
  return { rows, error, retry };
}

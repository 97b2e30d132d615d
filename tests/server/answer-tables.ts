import type { WireRow } from '../../server/db/repositories/entity-rows';

/**
 * The rows of `table` in a data-service answer: a write's FileContent or a read's Files[0].FileContent,
 * each JSON text of {VeldData} (spec 01 section 7); empty when the answer has none.
 */
export function tableOf(answer: { body: Record<string, unknown> }, table: string): WireRow[] {
  const text = typeof answer.body.FileContent === 'string' ? answer.body.FileContent : (answer.body.Files as { FileContent: string }[] | undefined)?.[0]?.FileContent;
  return (JSON.parse(text ?? '{}') as { VeldData: Record<string, WireRow[]> }).VeldData[table] ?? [];
}

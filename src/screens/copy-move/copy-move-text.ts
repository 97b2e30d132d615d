import type { TFunction } from 'i18next';
import type { CopyMoveFailure } from '../../../machines/copy-move';
import { isApiError } from '../../api/errors';

/** The steps the dialog names while it works, by machine state. */
export const progressSteps = ['fetchingSource', 'fetchingDestination', 'preparing', 'saving', 'deletingSources', 'rollingBack'] as const;

/** One of the working states. */
export type ProgressStep = (typeof progressSteps)[number];

/** A failure's cause in words: the server's catalogue message, an error's own text, or 'unknown error'. */
function reasonText(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(error.messageKey, error.params);
  if (error instanceof Error && error.message !== '') return error.message;
  return t('shell.notice.unknownError');
}

/**
 * The catalogue message of a failure (spec 01 section 8, copy errors) and, apart, what caused it:
 * 'Something went wrong with copying the measurement point(s) due to: {reason}' carries its cause
 * in the sentence; the others show it as a detail.
 */
export function failureText(t: TFunction, failure: CopyMoveFailure, copyNames: readonly string[] = []): { message: string; detail: string | null } {
  const reason = failure.error === undefined ? null : reasonText(t, failure.error);
  switch (failure.code) {
    case 'copyFailed':
      return { message: t('copyMove.error.copyFailed', { reason: reason ?? t('shell.notice.unknownError') }), detail: null };
    case 'moveIncomplete':
      return { message: t('copyMove.error.moveIncomplete', { names: copyNames.join(', ') }), detail: reason };
    case 'sourceFailed':
      return { message: t('copyMove.error.sourceFailed'), detail: failure.ids ? t('copyMove.error.pointsNotFound', { ids: failure.ids }) : reason };
    default:
      return { message: t(`copyMove.error.${failure.code}`), detail: reason };
  }
}

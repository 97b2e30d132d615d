import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddableKind } from '../../../../commands';
import { isApiError } from '../../../api';

/** The 'add' action of a child list. */
export interface AddAction {
  /** What it adds: its command is 'records.add.<kind>', so the palette offers it too. */
  kind: AddableKind;
  label: string;
  busy: boolean;
  /** Why the last add failed, translated. */
  failure: string | null;
  run: () => void;
}

/**
 * Adds a child record (spec 01 section 2, the screens' lists): `create` inserts it through the Set call and answers
 * its GUID, `open` then goes to its screen. A refusal is shown beside the list.
 */
export function useAddChild(kind: AddableKind, label: string, create: () => Promise<string>, open: (guid: string) => void): AddAction {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(() => {
    setBusy(true);
    setFailure(null);
    create().then(open, (error: unknown) => {
      setFailure(isApiError(error) ? t(error.messageKey, error.params) : t('screens.list.addFailed'));
    }).finally(() => setBusy(false));
  }, [create, open, t]);
  return { kind, label, busy, failure, run };
}

import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import { withImportWizardServices } from '../../../machines/import-wizard';
import { importWizardServices } from './import-wizard-services';

/**
 * Runs the import wizard machine with the real services, one machine per screen visit. The chosen File
 * objects stay here (the machine holds their names and sizes); `choose` replaces them and tells the machine.
 */
export function useImportWizard(targetPrId: number | null) {
  const client = useQueryClient();
  const files = useRef<readonly File[]>([]);
  const [importedPrId, setImportedPrId] = useState<number | null>(null);
  const [machine] = useState(() => withImportWizardServices(importWizardServices(client, { files: () => files.current }, targetPrId, setImportedPrId)));
  const [snapshot, send] = useMachine(machine);
  const choose = useCallback((chosen: readonly File[]) => {
    files.current = chosen;
    send({ type: 'importWizard.setFiles', files: chosen.map((file) => ({ name: file.name, size: file.size })) });
  }, [send]);
  return { snapshot, send, choose, importedPrId };
}

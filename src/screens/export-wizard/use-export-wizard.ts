import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { withExportWizardServices } from '../../../machines/export-wizard';
import { exportParametersOf, initialExchangeOptions } from './bro-checks/exchange-options-state';
import { exportWizardServices } from './export-wizard-services';

/**
 * Runs the export wizard machine for the project with the real services; one machine per screen visit. The
 * pre-export options (version, SAD validation type, BRO checks) live beside it and go with the export call.
 */
export function useExportWizard(projectId: number) {
  const client = useQueryClient();
  const [options, setOptions] = useState(() => initialExchangeOptions(new Date().toISOString().slice(0, 10)));
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [machine] = useState(() => withExportWizardServices(exportWizardServices(client, projectId, (type, guids) => exportParametersOf(type, optionsRef.current, guids))));
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send, options, setOptions };
}

/** An object URL for the exported file while it is on view, revoked when it goes. */
export function useDownloadUrl(content: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (content === null) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(content);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [content]);
  return url;
}

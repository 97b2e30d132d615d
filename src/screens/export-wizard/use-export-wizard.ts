import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { withExportWizardServices } from '../../../machines/export-wizard';
import { exportWizardServices } from './export-wizard-services';

/** Runs the export wizard machine for the project with the real services; one machine per screen visit. */
export function useExportWizard(projectId: number) {
  const client = useQueryClient();
  const [machine] = useState(() => withExportWizardServices(exportWizardServices(client, projectId)));
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
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

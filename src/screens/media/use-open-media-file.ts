import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMediaLink } from '../../api/calls/media';
import { apiOf } from '../../api/queries/api-binding';

/** Opens a stored file through its signed link (GetLink) in a new tab as a download; the gallery's tiles and table both use it. */
export function useOpenMediaFile(projectGuid: string | undefined): (fileName: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(async (fileName: string) => {
    if (!projectGuid) return;
    const link = await getMediaLink(apiOf(client), projectGuid, fileName);
    window.open(`${link}&download=1`, '_blank', 'noopener');
  }, [client, projectGuid]);
}

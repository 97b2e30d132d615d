import { queryOptions } from '@tanstack/react-query';
import type { ProjectId } from '../envelope';
import { getMediaList } from '../calls/media';
import { apiOf } from './api-binding';
import { projectScope } from './scopes';

/** The media query keys, under the project's scope (CONVENTIONS rule 5). */
export const mediaKeys = {
  list: (prId: ProjectId) => [...projectScope(prId), 'media'] as const,
  /** A signed link to one file (GetLink). */
  link: (prId: ProjectId, fileName: string) => [...projectScope(prId), 'media', 'link', fileName] as const,
  /** An own map layer's features, read from its file into a map's system (the map screen's own layers). */
  ownLayer: (prId: ProjectId, fileName: string, systemCode: string) => [...projectScope(prId), 'media', 'ownLayer', fileName, systemCode] as const,
};

/** The project's media items (GetMediaList, spec 02 section 7). */
export const mediaQueries = {
  list: (prId: ProjectId, projectGuid: string) => queryOptions({
    queryKey: mediaKeys.list(prId),
    queryFn: ({ client, signal }) => getMediaList(apiOf(client), projectGuid, { signal }),
  }),
};

import * as z from 'zod';
import { optionalGuid, optionalText } from './wire-types';

/** Kinds of project media (spec 02 section 3, 'Media item'). */
export const mediaClassifications = [
  'ProjectPhoto', 'MapImages', 'MapLayers', 'ProjectDocuments', 'KLICFiles', 'LabCertificates',
] as const;

/** One media classification. */
export type MediaClassification = (typeof mediaClassifications)[number];

/**
 * A picture, attachment or map layer of a project (spec 02 section 3). It has no id of its own: the
 * file name (with project guid and classification) identifies it, so Filename is required.
 */
export const mediaItemSchema = z.looseObject({
  ProjectGuid: optionalGuid,
  Filename: z.string().min(1),
  MediaClassification: z.enum(mediaClassifications).nullish(),
  /** Base64 file content. */
  FileContent: optionalText,
});

/** A parsed media item. */
export type MediaItem = z.output<typeof mediaItemSchema>;

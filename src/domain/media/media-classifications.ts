import type { MediaClassification } from '../entities/media-item';
import { extensionOf, zipExtensions } from '../uploads/upload-rules';

/** The picture gallery's classifications (spec 02 section 2, tab GP: images and map images). */
export const pictureClassifications: readonly MediaClassification[] = ['ProjectPhoto', 'MapImages'];

/** The attachment gallery's classifications (spec 02 section 2, tab ES). */
export const attachmentClassifications: readonly MediaClassification[] = ['MapLayers', 'ProjectDocuments', 'KLICFiles', 'LabCertificates'];

/** Image extensions the server reads and makes thumbnails of (sharp's input formats). */
const imageExtensions: readonly string[] = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.tif', '.tiff', '.avif', '.heic', '.heif'];

const documentExtensions = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.odt', '.ods', '.txt', '.csv', '.rtf', '.msg', '.eml'];
const mapLayerExtensions = ['.geojson', '.json', '.kml', '.kmz', '.gml', '.gpkg', '.shp', '.dxf', '.dwg', '.xml'];
const certificateExtensions = ['.pdf', '.xml', '.csv', '.txt', '.xlsx', '.xls'];

/** The supported file extensions per classification (spec 02 section 5: 'Supported file types only'). */
const extensionsByClassification: Record<MediaClassification, readonly string[]> = {
  ProjectPhoto: imageExtensions,
  MapImages: imageExtensions,
  MapLayers: [...mapLayerExtensions, ...imageExtensions, ...zipExtensions],
  ProjectDocuments: [...documentExtensions, ...imageExtensions, ...zipExtensions],
  KLICFiles: [...zipExtensions, '.xml', '.pdf', ...imageExtensions],
  LabCertificates: [...certificateExtensions, ...zipExtensions],
};

/** True when a file of this name may be stored under the classification. */
export function acceptsFile(classification: MediaClassification, fileName: string): boolean {
  return extensionsByClassification[classification].includes(extensionOf(fileName));
}

/** The extensions a file picker of the classification offers ('.jpg,.png,…'). */
export function acceptAttribute(classification: MediaClassification): string {
  return extensionsByClassification[classification].join(',');
}

/** True for a picture the server makes a thumbnail of. */
export function isImageName(fileName: string): boolean {
  return imageExtensions.includes(extensionOf(fileName));
}

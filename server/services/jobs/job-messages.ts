import { defineMessage } from '../../messages';

/** Catalogue messages of the job orchestrator and uploads (spec 02 sections 5 and 8). */
export const jobMessages = {
  notFound: defineMessage('importExport.server.jobNotFound', 'No conversion or import with order id {{orderId}}.'),
  notConverted: defineMessage('importExport.server.notConverted', 'Order {{orderId}} is not converted yet, or was imported already.'),
  abandoned: defineMessage('importExport.server.abandoned', 'The server stopped while this job ran; nothing of it was kept. Start it again.'),
  conversionFailed: defineMessage('importExport.server.conversionFailed', 'Conversion failed: {{reason}}'),
  importFailed: defineMessage('importExport.server.importFailed', 'Import failed: {{reason}}'),
  imported: defineMessage('importExport.server.imported', 'Project {{code}} imported: {{points}} measurement points.'),
  fileTypeNotSupported: defineMessage('importExport.server.fileTypeNotSupported', 'File type not supported: {{file}}.'),
  fileTooLarge: defineMessage('importExport.server.fileTooLarge', 'Maximum file size: {{file}} is larger than {{limit}} MB.'),
  tooManyFiles: defineMessage('importExport.server.tooManyFiles', 'Maximum file count: at most {{max}} files at a time.'),
  oneZipOnly: defineMessage('importExport.server.oneZipOnly', 'Only one zip/klic file at a time.'),
  noFiles: defineMessage('importExport.server.noFiles', 'Choose at least one file to import.'),
  unreadable: defineMessage('importExport.server.unreadable', 'File content unreadable: {{file}}.'),
  tablesImported: defineMessage('importExport.server.tablesImported', 'Project {{code}}: {{points}} measurement points and {{layers}} layers imported (updated or added).'),
  aquoImported: defineMessage('importExport.server.aquoImported', 'Project {{code}}: {{points}} measurement points, {{samples}} water samples and {{observations}} observations imported (updated or added).'),
  watercourseLayerImported: defineMessage('importExport.server.watercourseLayerImported', 'Project {{code}}: map layer {{layer}} with {{lines}} watercourse shapes added (on the map under ‘Own map layers’).'),
  watercoursePointsImported: defineMessage('importExport.server.watercoursePointsImported', 'Project {{code}}: {{points}} measurement points imported (updated or added).'),
  projectNotFound: defineMessage('importExport.server.projectNotFound', 'No project with code {{code}} to import into.'),
  mixedTypes: defineMessage('importExport.server.mixedTypes', 'Import files of one type at a time.'),
} as const;

import { strToU8, zipSync, type Zippable } from 'fflate';
import type { LogEntry } from '../export-log';
import type { ExportFile } from '../format-result';

/**
 * The IMBRO and IMBRO/A exports are zipped and hold the XML documents and a log.json (spec 02 section 7,
 * 'Import / export service'). `date` ('YYYY-MM-DD') is every entry's time, so equal input gives equal bytes.
 */
export function broZip(name: string, documents: readonly { name: string; xml: string }[], log: readonly LogEntry[], date: string): ExportFile {
  const mtime = new Date(`${date}T00:00:00Z`);
  const entries: Zippable = {};
  for (const document of documents) entries[document.name] = [strToU8(document.xml), { mtime }];
  entries['log.json'] = [strToU8(JSON.stringify(log, null, 2)), { mtime }];
  return { name, content: zipSync(entries, { level: 6 }), mediaType: 'application/zip' };
}

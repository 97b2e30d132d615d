/**
 * File names of what the map makes (spec 02 section 2, 'Map'): the print-to-scale PDF and the saved
 * map image, both starting '<stem>-<project code>' with anything unsafe in a file name replaced by '_'.
 */

/** '<stem>-<project code>', safe as the start of a file name. */
export function mapFileStem(stem: string, projectCode: string): string {
  return `${stem}-${projectCode}`.replace(/[^\p{L}\p{N}_-]+/gu, '_');
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The name proposed for a map image saved at `at` (local time): '<stem>-<project code>-yyyymmdd-hhmmss.png'. */
export function mapImageFileName(stem: string, projectCode: string, at: Date): string {
  const date = `${at.getFullYear()}${twoDigits(at.getMonth() + 1)}${twoDigits(at.getDate())}`;
  const time = `${twoDigits(at.getHours())}${twoDigits(at.getMinutes())}${twoDigits(at.getSeconds())}`;
  return `${mapFileStem(stem, projectCode)}-${date}-${time}.png`;
}

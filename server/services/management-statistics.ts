import type { Executor } from '../db/executor';
import { countRowsOfLicence } from '../db/repositories/licence-row-counts';
import { countUsersSignedInSince, selectMediaUsage } from '../db/repositories/licence-statistics';
import type { Caller } from './caller';

/** Users count as active when they signed in within this many days (the user menu's management statistics). */
const activeUserDays = 30;

/** The management statistics of one licence (spec 02 section 2, user menu). */
export interface ManagementStatistics {
  ResultCode: 'Succes';
  Licensenumber: number;
  Projects: number;
  MeasurementPoints: number;
  Layers: number;
  /** Soil samples (jars) plus water and air samples. */
  Samples: number;
  AnalysisResults: number;
  ActiveUsers: number;
  MediaFiles: number;
  MediaBytes: number;
}

/** Counts of the caller's licence: its records, users active in the last 30 days, and storage used by media. */
export async function readManagementStatistics(db: Executor, caller: Caller, now: Date = new Date()): Promise<ManagementStatistics> {
  const count = (kind: Parameters<typeof countRowsOfLicence>[2]) => countRowsOfLicence(db, caller.licenceId, kind);
  const since = new Date(now.getTime() - activeUserDays * 24 * 3600 * 1000).toISOString();
  const [projects, points, layers, jars, waterSamples, results, activeUsers, media] = await Promise.all([
    count('project'), count('measurementPoint'), count('layer'), count('jar'), count('waterSample'), count('analysisResult'),
    countUsersSignedInSince(db, caller.licenceNumber, since), selectMediaUsage(db, caller.licenceId),
  ]);
  return {
    ResultCode: 'Succes', Licensenumber: caller.licenceNumber, Projects: projects, MeasurementPoints: points, Layers: layers,
    Samples: jars + waterSamples, AnalysisResults: results, ActiveUsers: activeUsers, MediaFiles: media.files, MediaBytes: media.bytes,
  };
}

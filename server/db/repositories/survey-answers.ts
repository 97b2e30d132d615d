import type { Executor } from '../executor';

/** One filled-in survey to store. */
export interface SurveyRow {
  at: string;
  userId: number;
  supportsWork: number;
  rightFeatures: number;
  recommend: number;
  remarks: string | null;
}

/** Stores a survey. */
export async function insertSurveyAnswer(db: Executor, row: SurveyRow): Promise<void> {
  await db.insertInto('surveyAnswers').values(row).execute();
}

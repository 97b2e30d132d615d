import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { insertSurveyAnswer } from '../db/repositories/survey-answers';
import { readNews } from '../services/accounts/news-service';
import { registerCall } from './register-call';

const mark = z.number().int().min(1).max(5);
const surveyBody = z.object({
  SupportsWork: mark,
  RightFeatures: mark,
  Recommend: mark,
  Remarks: z.string().trim().max(2000).optional(),
});

/**
 * The news (spec 02 section 7: at most 5 items in the user's language or English, from the feed
 * NEWS_FEED_URL) and the satisfaction survey (spec 02 sections 2 and 3: three questions, marks 1–5,
 * plus remarks), for a signed-in user.
 */
export async function newsAndSurveyRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/News/GetNews', z.object({}), async ({ caller, config }) => ({
    ResultCode: 'Succes',
    Items: (await readNews(config.newsFeedUrl, caller)).map((item) => ({ Title: item.title, Link: item.link, Date: item.date })),
  }), { authorisation: 'optional' });

  registerCall(app, '/Survey/SaveSurvey', surveyBody, async ({ body, caller, database }) => {
    await insertSurveyAnswer(database.db, {
      at: new Date().toISOString(), userId: caller.userId, supportsWork: body.SupportsWork, rightFeatures: body.RightFeatures, recommend: body.Recommend,
      remarks: body.Remarks === undefined || body.Remarks === '' ? null : body.Remarks,
    });
    return { ResultCode: 'Succes' };
  }, { authorisation: 'optional' });
}

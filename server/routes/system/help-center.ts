// GET /wps/system/helpCenter?lang=&device=WEB (spec M7-11, P7.1-21): help articles in one language, en fallback.
import { Type } from '@sinclair/typebox';
import { helpArticles } from '../../domain/help-center.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { responses } from '../../schemas/envelope.js';
import { HelpArticleSchema, HelpCenterQuerySchema } from '../../../src/engine/api/system.js';

const helpCenterRoutes: TypedRoutes = async (app) => {
  app.get('/helpCenter', {
    schema: {
      tags: ['system'],
      summary: 'Help centre articles; the article "term" is the user protocol and terms',
      querystring: HelpCenterQuerySchema,
      response: responses(Type.Array(HelpArticleSchema)),
    },
  }, async (request) => ({ success: true, value: helpArticles(request.merchant, request.query.lang) }));
};

export default helpCenterRoutes;

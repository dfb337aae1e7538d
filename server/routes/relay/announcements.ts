// GET /wps/relay/MCSFE_getListAnnouncements (spec P7.2-3, P3-5, P3-6, P4.6-7): banners, player notices, popups and
// promotions in the requested language (en fallback).
import { listAnnouncements } from '../../domain/announcements.js';
import type { TypedRoutes } from '../../lib/typebox-provider.js';
import { AnnouncementsQuerySchema, AnnouncementsSchema } from '../../../src/engine/api/announcements.js';
import { responses } from '../../schemas/envelope.js';

const announcementRoutes: TypedRoutes = async (app) => {
  app.get('/MCSFE_getListAnnouncements', {
    schema: {
      tags: ['relay'],
      summary: 'Banners by group, player notices, popups by execution and promotions, newest first',
      querystring: AnnouncementsQuerySchema,
      response: responses(AnnouncementsSchema),
    },
  }, async (request) => ({ success: true, value: listAnnouncements(request.merchant, request.query) }));
};

export default announcementRoutes;

// Feedback (spec M3-11, M5-2, M7-10, M9-4) and support questions (M3-12, M5-4): the ranges the form shows, sending
// one (content trimmed, its length checked on the server whatever the client did) and the member's own list.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { FeedbackBody, FeedbackItemValue as FeedbackItem, FeedbackPageValue, SettingsValue, SupportQuestionBody } from '../../../src/engine/api/feedback.js';
import { countFeedbackSince, insertFeedback, listFeedback, type FeedbackKind, type StoredFeedback } from '../../db/feedback-repository.js';
import {
  checkText, dailySubmissionLimit, feedbackLength, feedbackQuestionTypes, supportQuestionLength, type LengthRange,
} from '../../domain/feedback/rules.js';
import { totalPagesOf } from '../../domain/messages/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, PageNo, refusals, refuse } from '../messages/answers.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const dto = (f: StoredFeedback) => ({ ...f, questionType: f.questionType as (typeof feedbackQuestionTypes)[number] | null, createdAt: f.createdAt.toISOString() });

export default async function feedbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.accounts.clock.now();
  const preHandler = [app.authenticate, app.requireRealAccount];

  /** Stores a text once its length and the member's daily allowance are checked. */
  async function submit(request: FastifyRequest, reply: FastifyReply, item: { kind: FeedbackKind; questionType: string | null; raw: string; range: LengthRange }) {
    const checked = checkText(item.raw, item.range);
    if (!checked.ok) return refuse(reply, 400, checked.code, item.range);
    const who = memberOf(request);
    const at = now();
    if ((await countFeedbackSince(app.db, who, new Date(at.getTime() - 86_400_000))) >= dailySubmissionLimit) {
      return refuse(reply, 429, 'feedback_limit_reached', { limit: dailySubmissionLimit });
    }
    const stored = await insertFeedback(app.db, who, { kind: item.kind, questionType: item.questionType, content: checked.text, at });
    return { success: true, value: dto(stored) };
  }

  api.get('/wps/feedback/settings', {
    schema: {
      tags: ['feedback'],
      summary: 'The question types and the length ranges the forms show and the server enforces (spec M3-12, M5-4)',
      response: { 200: Envelope(SettingsValue) },
    },
  }, async () => ({
    success: true,
    value: { questionTypes: [...feedbackQuestionTypes], feedback: feedbackLength, supportQuestion: supportQuestionLength, dailyLimit: dailySubmissionLimit },
  }));

  api.put('/wps/feedback', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['feedback'],
      summary: 'Sends feedback: a question type and 1-140 characters after trimming (spec M5-2, M7-10)',
      body: FeedbackBody,
      response: { 200: Envelope(FeedbackItem), 429: ErrorEnvelope, ...refusals },
    },
  }, async (request, reply) => {
    return submit(request, reply, { kind: 'feedback', questionType: request.body.questionType, raw: request.body.content, range: feedbackLength });
  });

  api.put('/wps/feedback/support-question', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['feedback'],
      summary: 'Sends a question to customer support, its length within the range of GET /wps/feedback/settings (spec M3-12, M5-4)',
      body: SupportQuestionBody,
      response: { 200: Envelope(FeedbackItem), 429: ErrorEnvelope, ...refusals },
    },
  }, async (request, reply) => {
    return submit(request, reply, { kind: 'support_question', questionType: null, raw: request.body.content, range: supportQuestionLength });
  });

  api.get('/wps/feedback', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['feedback'],
      summary: 'The member\'s feedback and support questions, newest first',
      querystring: Type.Object({ pageNo: Type.Optional(PageNo), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
      response: { 200: Envelope(FeedbackPageValue), ...refusals },
    },
  }, async (request) => {
    const { pageNo = 1, pageSize = 10 } = request.query;
    const page = await listFeedback(app.db, memberOf(request), (pageNo - 1) * pageSize, pageSize);
    return { success: true, value: { content: page.items.map(dto), pageNum: pageNo, totalPages: totalPagesOf(page.total, pageSize), total: page.total } };
  });
}

// Internal messages of the member centre (spec M2-14, M3-13, M7-9; docs/member-centre.md, Messages): the member's
// inbox paged newest first, one message (reading it marks it read), mark all read and delete. Real accounts only:
// a trial account gets 403 in_need_true_account (spec 6).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { deleteMessage, findMessage, listMessages, markAllRead, markRead, unreadCount, type StoredMessage } from '../../db/messages-repository.js';
import { localize } from '../../domain/localize.js';
import { messagePageSizes, summaryOf, totalPagesOf } from '../../domain/messages/rules.js';
import { CategoryValue as Category, DeletedValue, MessagePageValue, MessageValue, ReadAllValue } from '../../../src/engine/api/messages.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, PageNo, refusals, refuse } from './answers.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const Language = Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$', description: 'The language to show texts in; default the merchant default' });
const MessageId = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

const ListQuery = Type.Object({
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: messagePageSizes.max })),
  category: Type.Optional(Category),
  unreadOnly: Type.Optional(Type.Boolean()),
  language: Type.Optional(Language),
});
const DetailQuery = Type.Object({ language: Type.Optional(Language) });
const IdParams = Type.Object({ messageId: MessageId });

function summaryDto(m: StoredMessage, language: string) {
  const body = localize(m.body, language);
  return {
    messageId: m.messageId,
    category: m.category,
    format: m.format,
    title: localize(m.title, language),
    summary: summaryOf(body, m.format),
    read: m.readAt !== null,
    broadcast: m.memberId === null,
    createdAt: m.createdAt.toISOString(),
  };
}

export default async function messagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.accounts.clock.now();
  const preHandler = [app.authenticate, app.requireRealAccount];

  api.get('/wps/member/messages', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['messages'],
      summary: 'The member inbox, newest first, with the unread count (spec M2-14)',
      querystring: ListQuery,
      response: {
        200: Envelope(MessagePageValue),
        ...refusals,
      },
    },
  }, async (request) => {
    const who = memberOf(request);
    const { pageNo = 1, pageSize = messagePageSizes.default, category, unreadOnly, language = request.merchant.defaultLanguage } = request.query;
    const page = await listMessages(app.db, who, { offset: (pageNo - 1) * pageSize, limit: pageSize, category, unreadOnly });
    return {
      success: true,
      value: {
        content: page.messages.map((m) => summaryDto(m, language)),
        pageNum: pageNo,
        totalPages: totalPagesOf(page.total, pageSize),
        total: page.total,
        unread: await unreadCount(app.db, who),
      },
    };
  });

  api.get('/wps/member/messages/:messageId', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['messages'],
      summary: 'One message of the member; reading it marks it read. Another member\'s or a deleted one: 404 message_not_found',
      params: IdParams,
      querystring: DetailQuery,
      response: { 200: Envelope(MessageValue), 404: ErrorEnvelope, ...refusals },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const found = await findMessage(app.db, who, request.params.messageId);
    if (!found) return refuse(reply, 404, 'message_not_found');
    const at = now();
    if (found.readAt === null) await markRead(app.db, who, found.messageId, at);
    const language = request.query.language ?? request.merchant.defaultLanguage;
    const message = { ...summaryDto({ ...found, readAt: found.readAt ?? at }, language), body: localize(found.body, language) };
    return { success: true, value: { message, unread: await unreadCount(app.db, who) } };
  });

  api.post('/wps/member/messages/read-all', {
    preHandler,
    schema: {
      tags: ['messages'],
      summary: 'Marks every message of the member read; answers how many were unread',
      response: { 200: Envelope(ReadAllValue), ...refusals },
    },
  }, async (request) => {
    const who = memberOf(request);
    const updated = await markAllRead(app.db, who, now());
    return { success: true, value: { updated, unread: await unreadCount(app.db, who) } };
  });

  api.delete('/wps/member/messages/:messageId', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['messages'],
      summary: 'Deletes a message for this member (a broadcast stays for the others). Unknown or another member\'s: 404 message_not_found',
      params: IdParams,
      response: { 200: Envelope(DeletedValue), 404: ErrorEnvelope, ...refusals },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const found = await findMessage(app.db, who, request.params.messageId);
    if (!found) return refuse(reply, 404, 'message_not_found');
    await deleteMessage(app.db, who, found.messageId, now());
    return { success: true, value: { messageId: found.messageId, unread: await unreadCount(app.db, who) } };
  });
}

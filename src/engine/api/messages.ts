// Wire schemas of the member inbox and the header badges (docs/member-centre.md, Messages), used by the server's
// routes and the site's messages and badges calls.
import { Type } from '@sinclair/typebox';
import { Literals } from './literals';

/** What a message is about; the inbox filters and labels by it. */
export const messageCategories = ['system', 'promotion', 'account'] as const;

export const CategoryValue = Literals(messageCategories);

export const MessageSummaryValue = Type.Object({
  messageId: Type.String(),
  category: CategoryValue,
  format: Type.Union([Type.Literal('html'), Type.Literal('text')]),
  title: Type.String(),
  summary: Type.String({ description: 'The body as plain text, at most 80 characters' }),
  read: Type.Boolean(),
  broadcast: Type.Boolean({ description: 'Sent to every member of the merchant' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MessageDetailValue = Type.Intersect([
  MessageSummaryValue,
  Type.Object({ body: Type.String({ description: 'HTML (sanitise before showing) or text, as format says' }) }),
]);

export const MessagePageValue = Type.Object({
  content: Type.Array(MessageSummaryValue), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(), unread: Type.Integer(),
});
export const MessageValue = Type.Object({ message: MessageDetailValue, unread: Type.Integer() });
export const ReadAllValue = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });
export const DeletedValue = Type.Object({ messageId: Type.String(), unread: Type.Integer() });

export const BadgesValue = Type.Object({
  messages: Type.Integer(),
  missions: Type.Integer(),
  rewards: Type.Integer({ description: 'Claimable rewards of the reward centre' }),
});

// Feedback and support questions of members (docs/member-centre.md, Feedback): stored for the operator's desk,
// listed back to the member newest first.
import { sql, type Kysely } from 'kysely';
import { newEntryId } from './entry-id.js';
import type { MemberRef } from './messages-repository.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

export type FeedbackKind = 'feedback' | 'support_question';

export interface StoredFeedback {
  feedbackId: string;
  kind: FeedbackKind;
  questionType: string | null;
  content: string;
  status: string;
  createdAt: Date;
}

interface FeedbackRow {
  feedback_id: string;
  kind: FeedbackKind;
  question_type: string | null;
  content: string;
  status: string;
  created_at: Date | string;
}

const toFeedback = (r: FeedbackRow): StoredFeedback => ({
  feedbackId: r.feedback_id,
  kind: r.kind,
  questionType: r.question_type,
  content: r.content,
  status: r.status,
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
});

export async function insertFeedback(db: Db, who: MemberRef, item: { kind: FeedbackKind; questionType: string | null; content: string; at: Date }): Promise<StoredFeedback> {
  const { rows } = await sql<FeedbackRow>`
    insert into member_feedback (merchant_id, feedback_id, member_id, kind, question_type, content, created_at)
    values (${who.merchantId}, ${newEntryId(item.at)}::uuid, ${who.memberId}, ${item.kind}, ${item.questionType}, ${item.content}, ${item.at}::timestamptz)
    returning feedback_id, kind, question_type, content, status, created_at`.execute(db);
  return toFeedback(rows[0]!);
}

/** How many feedback items and questions the member sent since `since`. */
export async function countFeedbackSince(db: Db, who: MemberRef, since: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from member_feedback
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and created_at >= ${since}::timestamptz`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function listFeedback(db: Db, who: MemberRef, offset: number, limit: number): Promise<{ items: StoredFeedback[]; total: number }> {
  const { rows } = await sql<FeedbackRow>`
    select feedback_id, kind, question_type, content, status, created_at from member_feedback
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId}
    order by created_at desc, feedback_id desc limit ${limit} offset ${offset}`.execute(db);
  const counted = await sql<{ n: number }>`
    select count(*)::int as n from member_feedback where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
  return { items: rows.map(toFeedback), total: Number(counted.rows[0]?.n ?? 0) };
}

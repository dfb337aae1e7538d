// Wire schemas of feedback and support questions (spec M3-11, M3-12, M7-10), used by the server's routes and the
// site's feedback calls.
import { Type } from '@sinclair/typebox';
import { Literals } from './literals';

export const feedbackQuestionTypes = ['deposit', 'withdrawal', 'games', 'promotions', 'account', 'suggestion', 'other'] as const;

export const QuestionTypeValue = Literals(feedbackQuestionTypes);
export const LengthRangeValue = Type.Object({ min: Type.Integer(), max: Type.Integer() });
// The schema bounds only the raw size; the length rule (trimmed, in characters) is the server's checkText, with its own keys.
const RawContent = Type.String({ maxLength: 4000 });

export const SettingsValue = Type.Object({
  questionTypes: Type.Array(QuestionTypeValue), feedback: LengthRangeValue, supportQuestion: LengthRangeValue, dailyLimit: Type.Integer(),
});

export const FeedbackItemValue = Type.Object({
  feedbackId: Type.String(),
  kind: Type.Union([Type.Literal('feedback'), Type.Literal('support_question')]),
  questionType: Type.Union([QuestionTypeValue, Type.Null()]),
  content: Type.String(),
  status: Type.String({ description: 'received until the desk answers' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const FeedbackBody = Type.Object({ questionType: QuestionTypeValue, content: RawContent });
export const SupportQuestionBody = Type.Object({ content: RawContent });

export const FeedbackPageValue = Type.Object({
  content: Type.Array(FeedbackItemValue), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
});

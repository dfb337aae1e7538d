// Query parameters shared by several routes.
import { Type } from '@sinclair/typebox';

/** A language tag such as km, en, zh or zh-CN; texts fall back to en. */
export const LanguageParam = Type.String({ pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$', maxLength: 35 });

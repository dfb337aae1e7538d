// The texts the platform sends by SMS and e-mail (verification codes, the temporary password), in the recipient's
// language: locales/<code>/outbound.json of every bundled language, with i18next's plural rules. Read on the first
// message, not at start. Issue 16 point 5; which language a message takes: server/domain/visitor-language.ts.
import { existsSync, readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES } from '../../../src/engine/languages.js';
import { projectPath } from '../../lib/project-root.js';

export type OutboundKey =
  | 'sms.login'
  | 'sms.register'
  | 'sms.forget'
  | 'sms.newIp'
  | 'sms.firebase'
  | 'email.newIpSubject'
  | 'email.newIpBody'
  | 'email.temporaryPasswordSubject'
  | 'email.temporaryPasswordBody';

let instance: i18n | undefined;

function texts(): i18n {
  if (instance) return instance;
  const resources = Object.fromEntries(
    LANGUAGES.map(({ code }) => [code, projectPath('locales', code, 'outbound.json')] as const)
      .filter(([, file]) => existsSync(file))
      .map(([code, file]) => [code, { outbound: JSON.parse(readFileSync(file, 'utf8')) as object }]),
  );
  const created = i18next.createInstance();
  // Synchronous: every resource is given, nothing to fetch. Texts are plain text (SMS, e-mail), never HTML.
  void created.init({ resources, fallbackLng: 'en', ns: ['outbound'], defaultNS: 'outbound', initAsync: false, interpolation: { escapeValue: false } });
  instance = created;
  return created;
}

/** One outbound text in a language (English when the language has none), its {{placeholders}} filled. */
export function outboundText(language: string, key: OutboundKey, values: Record<string, string | number>): string {
  return texts().getFixedT(language)(key, values);
}

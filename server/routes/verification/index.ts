// Bot checks and SMS codes: the captcha (spec 7.1), the slider challenge that stands in for the spec's human
// verification, the two SMS code calls, and the merchant's country dialing codes.
import type { FastifyInstance } from 'fastify';
import { countryOfDialingCode } from '../../domain/auth/mobile-number.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { callerLanguage, clientIp } from '../../plugins/app/accounts.js';
import { accountsResponses, sendOutcome, sendRefusal } from '../../plugins/app/accounts-reply.js';
import { CaptchaSchema, ChallengeTokenSchema, CountryCodesSchema, ExpiredMinutesSchema, SliderChallengeSchema } from '../../services/auth/answer-schemas.js';
import { answerSliderChallenge, createCaptcha, createSliderChallenge } from '../../services/auth/bot-checks.js';
import { accept } from '../../services/auth/outcome.js';
import { sendLoginCode, sendRegisterCode } from '../../services/auth/sms-sending.js';
import { ChallengeAnswer, SmsNoLoginBody, SmsRegisterBody } from './schemas.js';

export default async function verificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts } = app;

  api.get('/wps/captcha', { schema: { tags: ['accounts'], summary: 'Captcha image: base64 PNG, single use, 2 minutes', response: accountsResponses(CaptchaSchema) } }, async (request, reply) =>
    sendOutcome(reply, accept(await createCaptcha(accounts.db, accounts.clock, request.merchant.code))),
  );

  api.get('/wps/verification/challenge', { schema: { tags: ['accounts'], summary: 'Slider puzzle: background with a gap and the piece', response: accountsResponses(SliderChallengeSchema) } }, async (request, reply) =>
    sendOutcome(reply, accept(await createSliderChallenge(accounts.db, accounts.clock, request.merchant.code))),
  );

  api.post('/wps/verification/challenge', { schema: { tags: ['accounts'], summary: 'Answer a slider puzzle', response: accountsResponses(ChallengeTokenSchema), body: ChallengeAnswer } }, async (request, reply) => {
    const token = await answerSliderChallenge(accounts.db, accounts.clock, request.merchant.code, request.body);
    return token === null ? sendRefusal(reply, 400, 'challenge_failed') : sendOutcome(reply, accept({ challengeToken: token }));
  });

  api.post('/wps/verification/sms/noLogin', { schema: { tags: ['accounts'], summary: 'SMS code for code login', response: accountsResponses(ExpiredMinutesSchema), body: SmsNoLoginBody } }, async (request, reply) => {
    return sendOutcome(reply, await sendLoginCode(accounts, request.merchant, clientIp(request), request.body, callerLanguage(request)));
  });

  api.post(
    '/wps/verification/sms/register',
    { schema: { tags: ['accounts'], summary: 'SMS code for registration or a password reset by mobile', response: accountsResponses(ExpiredMinutesSchema), body: SmsRegisterBody } },
    async (request, reply) => {
      const { mobileNo, ...rest } = request.body;
      return sendOutcome(reply, await sendRegisterCode(accounts, request.merchant, clientIp(request), { ...rest, mobileNum: mobileNo }, callerLanguage(request)));
    },
  );

  api.get('/wps/system/countryCodes', { schema: { tags: ['accounts'], summary: "The merchant's country dialing codes", response: accountsResponses(CountryCodesSchema) } }, async (request, reply) => {
    const { registerSettings } = request.merchant;
    const codes = registerSettings.countryDialingCodes ?? [registerSettings.defaultCountryDialingCode ?? '+855'];
    return sendOutcome(reply, accept(codes.map((code) => ({ code, country: countryOfDialingCode(code) }))));
  });
}

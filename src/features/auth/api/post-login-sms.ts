// POST /wps/verification/sms/noLogin: the SMS code of a code login (spec P7.1-2).
import type { SmsSendRequest, SmsSendResult } from '../machines/sms-countdown-machine';
import { authRequest } from './auth-request';

export const LOGIN_SMS_PATH = '/wps/verification/sms/noLogin';

export function postLoginSms(request: SmsSendRequest): Promise<SmsSendResult> {
  const body: Record<string, string> = { mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode };
  if (request.challengeToken) body.challengeToken = request.challengeToken;
  return authRequest<SmsSendResult>(LOGIN_SMS_PATH, { method: 'POST', body });
}

// POST /wps/verification/sms/register: the SMS code of a registration or of a reset by mobile (registerType
// 'forget'); the registration variant names the number mobileNo (spec P3-16, P7.1-3).
import type { SmsSendRequest, SmsSendResult } from '../machines/sms-countdown-machine';
import { authRequest } from './auth-request';

export const REGISTER_SMS_PATH = '/wps/verification/sms/register';

export type SmsRegisterType = 'register' | 'forget';

export function postRegisterSms(request: SmsSendRequest, registerType: SmsRegisterType): Promise<SmsSendResult> {
  return authRequest<SmsSendResult>(REGISTER_SMS_PATH, {
    method: 'POST',
    body: {
      mobileNo: request.mobileNum,
      countryDialingCode: request.countryDialingCode,
      challengeToken: request.challengeToken ?? '',
      registerType,
    },
  });
}

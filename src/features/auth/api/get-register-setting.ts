// GET /wps/system/setting/register (spec P7.1-11): the field rules with the public settings the forms need
// (captcha shown, password in mobile mode, dialing codes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterFieldRule } from '../../../engine/permission-data';
import { authRequest } from './auth-request';

export const REGISTER_SETTING_PATH = '/wps/system/setting/register';

export interface RegisterSetting {
  registerFieldRules: Record<string, RegisterFieldRule>;
  showCaptcha: boolean;
  mobilePasswordAllowed: boolean;
  defaultCountryDialingCode: string;
  countryDialingCodes: string[];
}

export const getRegisterSetting = (): Promise<RegisterSetting> => authRequest<RegisterSetting>(REGISTER_SETTING_PATH);

export const registerSettingQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'registerSetting'] as const, queryFn: getRegisterSetting, staleTime: 5 * 60_000 });

export const useRegisterSetting = () => useQuery(registerSettingQueryOptions());

// GET /wps/system/countryCodes: the dialing codes the merchant offers, for the country-code pickers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from './auth-request';

export const COUNTRY_CODES_PATH = '/wps/system/countryCodes';

export interface CountryCode {
  code: string;
  country: string | null;
}

export const getCountryCodes = (): Promise<CountryCode[]> => authRequest<CountryCode[]>(COUNTRY_CODES_PATH);

export const countryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countryCodes'] as const, queryFn: getCountryCodes, staleTime: Infinity });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());

// GET /wps/agent/affiliate?code=&domain=: whether an invitation code belongs to an agent of this merchant.
// The query form decides whether the register form hides its affiliate field (spec P4.4-6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from './auth-request';

export const AFFILIATE_PATH = '/wps/agent/affiliate';

export function getAffiliate(code: string, domain: string = window.location.hostname): Promise<unknown> {
  return authRequest<unknown>(AFFILIATE_PATH, { query: { code, domain } });
}

export const affiliateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['affiliate', 'detail', code] as const,
    // A rejected code is an answer, not an outage: the query reports it as data so nothing retries it.
    queryFn: () => getAffiliate(code).then(() => true, () => false),
    staleTime: Infinity,
  });

/** true when the code checks out, false when it does not, undefined while asking or without a code. */
export function useAffiliateCheck(code: string | null): boolean | undefined {
  const query = useQuery({ ...affiliateQueryOptions(code ?? ''), enabled: Boolean(code) });
  return code ? query.data : undefined;
}

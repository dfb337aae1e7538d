// @vitest-environment jsdom
// The preview console says why live reload refused a change (issue 19.5): each problem as merchants:check prints it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigRefusalNotice } from '../../../src/features/preview/components/config-refusal';
import { startI18n } from '../../../src/lib/i18n';
import { fakeServer } from '../../app/helpers/fake-server';
import { renderThemed } from '../../app/helpers/themed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = async (refusal: unknown) => {
  const server = fakeServer({ '/wps/preview/config-status': () => refusal });
  await startI18n('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { server, view: renderThemed(<QueryClientProvider client={client}><ConfigRefusalNotice /></QueryClientProvider>) };
};

describe('ConfigRefusalNotice', () => {
  it('[issue 19] lists each problem of the refused change with its file, pointer, rule and fix', async () => {
    await show({
      refusedAt: '2026-11-26T10:00:00Z',
      problems: [{ file: 'merchants/basic/merchant.json', pointer: '/timezone', reason: '"Asia/Phnom_Pen" is not a time zone the runtime knows', severity: 'error', rule: 'timezone-unknown', fix: 'did you mean "Asia/Phnom_Penh"?' }],
    });
    const notice = await screen.findByRole('status', { name: 'Configuration change refused' });
    expect(notice.textContent).toContain('merchants/basic/merchant.json /timezone: "Asia/Phnom_Pen" is not a time zone the runtime knows (timezone-unknown) fix: did you mean "Asia/Phnom_Penh"?');
  });

  it('shows nothing while every change applies', async () => {
    const { server } = await show(null);
    await waitFor(() => expect(server.calls).toContain('/wps/preview/config-status'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// Everything the pages stand on, in order: server state, the permission data (loading and error screens before it),
// the language, the merchant's theme and palette, toasts, and the system status that may replace the site.
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionData } from '../engine/permission-data';
import { i18n, initialLanguageFor, startI18n } from '../lib/i18n';
import { permissionQueryOptions } from '../lib/permission';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { ToastProvider } from '../ui/toast';
import { BootError, BootLoading } from './boot-screens';
import { PaletteProvider } from './palette-provider';
import { SystemStatusGate } from './system-status-gate';

// One start per permission payload: Suspense discards the state of a component that suspends on mount, so the
// promise must live outside it.
const languageStarts = new WeakMap<PermissionData, Promise<boolean>>();

function languageReady(permission: PermissionData): Promise<boolean> {
  let started = languageStarts.get(permission);
  if (!started) {
    const language = initialLanguageFor(permission.merchant);
    started = startI18n(language).then(
      () => i18n.hasResourceBundle(language, 'common'),
      () => false,
    );
    languageStarts.set(permission, started);
  }
  return started;
}

function LanguageGate({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const loaded = use(languageReady(permission));
  // The language file did not arrive: the network is down, say so in the words that ship with the main chunk.
  if (!loaded) return <BootError onRetry={() => window.location.reload()} />;
  return children;
}

function MerchantShell({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = permission.merchant.name;
  }, [permission.merchant.name]);
  return (
    <PaletteProvider permission={permission}>
      <ToastProvider dismissLabel={t('actions.dismiss')}>
        <SystemStatusGate permission={permission}>{children}</SystemStatusGate>
      </ToastProvider>
    </PaletteProvider>
  );
}

function PermissionGate({ children }: { children: ReactNode }) {
  const permission = useQuery(permissionQueryOptions());
  if (permission.isPending || (permission.isError && permission.isFetching)) return <BootLoading />;
  if (permission.isError) return <BootError onRetry={() => void permission.refetch()} />;
  return (
    <Suspense fallback={<BootLoading />}>
      <LanguageGate permission={permission.data}>
        <MerchantShell permission={permission.data}>{children}</MerchantShell>
      </LanguageGate>
    </Suspense>
  );
}

export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionGate>{children}</PermissionGate>
    </QueryClientProvider>
  );
}

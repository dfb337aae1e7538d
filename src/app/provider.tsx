// Everything the pages stand on, in order: server state, the permission data (loading and error screens before it),
// the language, the merchant's theme and palette, toasts, and the system status that may replace the site.
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionData } from '../engine/permission-data';
import { i18n, initialLanguageFor, startI18n } from '../lib/i18n';
import { ApiError } from '../lib/api-client';
import { fontsFor, loadFonts } from '../lib/fonts';
import { permissionQueryOptions } from '../lib/permission';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { ToastProvider } from '../ui/toast';
import { BootError, BootLoading } from './boot-screens';
import { PaletteProvider } from './palette-provider';
import { firstPageLoaded, firstPageNamespaces } from './route-warmup';
import { SystemStatusGate } from './system-status-gate';

type LanguageState = 'loading' | 'ready' | 'failed';

/**
 * Starts i18next in the visit's language before the site renders. Keyed by the merchant code: a refetched
 * configuration of the same merchant (live reload) keeps the language and everything below mounted.
 */
function LanguageGate({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const [state, setState] = useState<LanguageState>('loading');
  const { merchant } = permission;
  const merchantRef = useRef(merchant);
  merchantRef.current = merchant;

  const themeFonts = permission.theme.typography.families;
  const fontsRef = useRef(themeFonts);
  fontsRef.current = themeFonts;

  useEffect(() => {
    let live = true;
    const language = initialLanguageFor(merchantRef.current);
    // The language's texts, its script's font faces and the first page's code together, so the first render neither
    // waits twice, nor swaps fonts, nor shows the page's fallback first.
    Promise.all([startI18n(language, firstPageNamespaces(window.location.pathname)), loadFonts(fontsFor(language, fontsRef.current)), firstPageLoaded()]).then(
      // A transition: the whole site renders behind this state, in slices that leave the page responsive.
      () => live && startTransition(() => setState(i18n.hasResourceBundle(language, 'common') ? 'ready' : 'failed')),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [merchant.code]);

  // A later switch (the selector, a member's saved language) brings its script's font too.
  useEffect(() => {
    const onChange = (language: string) => void loadFonts(fontsFor(language, themeFonts));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [themeFonts]);

  if (state === 'loading') return <BootLoading />;
  // The language file did not arrive: the network is down, say so in the words that ship with the main chunk.
  if (state === 'failed') return <BootError onRetry={() => window.location.reload()} />;
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
  if (permission.isError) {
    const reason = permission.error instanceof ApiError && permission.error.code === 'invalid_domain' ? 'invalid_domain' : 'network_error';
    return <BootError reason={reason} onRetry={() => void permission.refetch()} />;
  }
  return (
    <LanguageGate permission={permission.data}>
      <MerchantShell permission={permission.data}>{children}</MerchantShell>
    </LanguageGate>
  );
}

export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionGate>{children}</PermissionGate>
    </QueryClientProvider>
  );
}

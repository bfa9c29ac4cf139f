import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { Toaster } from '@/components/ui/toaster';
import { LanguageSync } from './language-sync';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LanguageSync />
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

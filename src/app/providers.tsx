import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import type { AppServices } from './app-services';
import { CommandTargetsContext } from '../ui/commands/use-command-target';
import { ActiveGridContext } from '../ui/editing/use-active-grid';
import { ActiveScreenContext } from '../ui/editing/use-editable-screen';
import { DraftStoreContext } from '../ui/navigation/draft-store-context';
import { NoticeStoreContext } from '../ui/notices/notices-context';
import { ApiClientContext } from '../ui/services-context';

/**
 * Every context the screens use, around the router: the query cache, the API
 * client and session (useApiClient, useSessionState, useLanguage), the active-screen registry of
 * the navigation auto-save (useEditableScreen), the active grid and the command targets of the
 * commands (useActiveGrid, useCommandTarget), the draft store (useDraftStore) and the notices
 * (useNotices).
 */
export function Providers({ services }: { services: AppServices }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientContext.Provider value={services.api}>
          <ActiveScreenContext.Provider value={services.registry}>
            <ActiveGridContext.Provider value={services.grids}>
              <CommandTargetsContext.Provider value={services.commandTargets}>
                <DraftStoreContext.Provider value={services.draftStore}>
                  <NoticeStoreContext.Provider value={services.notices}>
                    <RouterProvider router={services.router} />
                  </NoticeStoreContext.Provider>
                </DraftStoreContext.Provider>
              </CommandTargetsContext.Provider>
            </ActiveGridContext.Provider>
          </ActiveScreenContext.Provider>
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

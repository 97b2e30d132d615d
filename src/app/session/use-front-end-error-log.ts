import { useEffect } from 'react';
import { logFrontEndError } from '../../api/calls/accounts';
import { useApiClient, useSessionState } from '../../ui/services-context';

/** Most errors one page reports a minute; the server has its own limit per user (spec 02 section 7). */
const reportsPerMinute = 5;

function describe(reason: unknown): string {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
}

/**
 * Front-end logging (spec 02 section 7, LogFrontEndError): errors nobody caught in this page
 * (script errors, rejected promises) are sent to the server while signed in, where the
 * application manager reads them in user administration.
 */
export function useFrontEndErrorLog(): void {
  const api = useApiClient();
  const { user } = useSessionState();
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return undefined;
    let sent: number[] = [];
    const report = (message: string, functionDescription: string) => {
      const now = Date.now();
      sent = sent.filter((at) => now - at < 60_000);
      if (sent.length >= reportsPerMinute) return;
      sent.push(now);
      logFrontEndError(api, { type: 'error', message, functionDescription }).catch(() => undefined);
    };
    const onError = (event: ErrorEvent) => report(describe(event.error ?? event.message), `${event.filename}:${event.lineno}`);
    const onRejection = (event: PromiseRejectionEvent) => report(describe(event.reason), window.location.pathname);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [api, signedIn]);
}

import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/** Something a user would not see but a healthy page never does. */
export interface PageProblem {
  kind: 'console-error' | 'csp-violation' | 'page-error' | 'request-failed';
  text: string;
  /** The page or request it happened on. */
  url: string;
}

/** Chromium reports every blocked load or script as a console error naming the policy. */
const cspMessage = /Content Security Policy/i;

/**
 * Records, from now on, console errors, uncaught page errors, CSP violations and failed requests of
 * every page in the context (the app must run without console
 * errors or CSP violations). The returned array fills as they happen.
 */
export function collectPageProblems(context: BrowserContext): PageProblem[] {
  const problems: PageProblem[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const location = message.location();
    problems.push({ kind: cspMessage.test(text) ? 'csp-violation' : 'console-error', text, url: location.url || (message.page()?.url() ?? '') });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push({ kind: 'page-error', text: error.stack ?? error.message, url: webError.location().url });
  });
  context.on('requestfailed', (request) => {
    problems.push({ kind: 'request-failed', text: `${request.method()} ${request.failure()?.errorText ?? 'failed'}`, url: request.url() });
  });
  return problems;
}

/** Problems every check lets pass: requests the browser itself cancels when the page navigates away. */
const toleratedProblems: readonly RegExp[] = [
  /^request-failed: \S+ net::ERR_ABORTED /,
];

/** One readable line per problem. */
export function describeProblems(problems: readonly PageProblem[]): string[] {
  return problems.map((problem) => `${problem.kind}: ${problem.text}${problem.url ? ` (at ${problem.url})` : ''}`);
}

/**
 * Fails listing every recorded problem; `allow` lists patterns a test expects (say, the 401 of an
 * expired token), matched against the readable line.
 */
export function expectNoPageProblems(problems: readonly PageProblem[], allow: readonly RegExp[] = []): void {
  const patterns = [...toleratedProblems, ...allow];
  const unexpected = describeProblems(problems).filter((line) => !patterns.some((pattern) => pattern.test(line)));
  expect(unexpected, 'console errors, page errors, CSP violations or failed requests').toEqual([]);
}

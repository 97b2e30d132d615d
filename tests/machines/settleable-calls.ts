/** A service call a machine made, or its settling, in order. */
export type Call<Step extends string> = { call: Step; request: unknown } | { call: 'settled'; step: Step; outcome: 'resolve' | 'reject' };

/** The one call in flight: what it asked and how to settle it. */
export interface PendingCall<Step extends string> {
  step: Step;
  request: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Services for a machine under test that answer when the test says: each call is recorded and left
 * in flight until `take` hands it to the test, which settles it (the model's 'succeeds' or 'fails').
 */
export function settleableCalls<Step extends string>() {
  const calls: Call<Step>[] = [];
  let pending: PendingCall<Step> | null = null;
  return {
    calls,
    pending: () => pending,
    /** A service's answer: a promise the test settles. */
    awaitSettle: <T>(step: Step, request: unknown) => {
      calls.push({ call: step, request });
      return new Promise<T>((resolve, reject) => {
        pending = { step, request, resolve: resolve as (value: unknown) => void, reject };
      });
    },
    /** The call in flight, which must be `step`; it is recorded as settled with `outcome`. */
    take: (step: Step, outcome: 'resolve' | 'reject'): PendingCall<Step> => {
      const call = pending;
      if (!call || call.step !== step) throw new Error(`expected ${step} in flight, found ${call?.step ?? 'nothing'}`);
      pending = null;
      calls.push({ call: 'settled', step, outcome });
      return call;
    },
  };
}

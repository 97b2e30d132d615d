/**
 * The e2e server's entry (`node --import tsx tests/e2e/server-entry.ts`): the watchdog, then the server.
 * As the main module rather than a second `--import`, the watchdog stays out of `execArgv`, which worker
 * threads inherit (the XSD check of a lab order runs xmllint-wasm in one): a worker given a `.ts`
 * preload cannot start, while `--import tsx` alone is what `npm start` runs as well.
 */
import './server-watchdog';
import '../../server/main';

/**
 * Before each test file: its worker's servers (globalSetup.ts) as the addresses the tests read,
 * `E2E_BASE_URL` and `E2E_PLAIN_FILES_URL`. Run in band, jest's worker is 1.
 */
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${worker}`];
process.env.E2E_PLAIN_FILES_URL = process.env[`E2E_PLAIN_FILES_URL_${worker}`];

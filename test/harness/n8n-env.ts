/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// n8n-core writes its instance settings under N8N_USER_FOLDER when it loads: keep them out of $HOME.
// One folder per jest worker, reused by every run, so test runs leave nothing new behind.
const userFolder = join(tmpdir(), `scrapebadger-n8n-tests-${process.env.JEST_WORKER_ID ?? 'main'}`);
mkdirSync(userFolder, { recursive: true });
process.env.N8N_USER_FOLDER = userFolder;
process.env.N8N_ENCRYPTION_KEY = 'scrapebadger-suite-tests';
process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS = 'false';

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

// n8n-workflow checks parameter values against regular expressions (a resource locator's ID pattern) inside a vm with
// a 250 ms wall-clock timeout, against runaway patterns. On a loaded CI machine a plain ID check was seen to pass that
// while the process waited for a core ("Regular expression execution timed out"), failing a test that has no slow
// regex. Tests keep the guard, with a bound a descheduled process cannot reach: a pattern of ours that truly runs away
// still fails.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- set before any test module loads n8n-workflow's engine
const { setSafeRegexEngine } = require('n8n-workflow') as typeof import('n8n-workflow');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vm = require('node:vm') as typeof import('node:vm');
const REGEX_TIMEOUT_MS = 10_000;
const regexContext = vm.createContext({ pattern: '', flags: '', input: '', replacement: '', result: undefined as unknown });
const regexScript = (body: string) => new vm.Script(`result = ${body}`);
const regexScripts = {
	exec: regexScript('new RegExp(pattern, flags).exec(input)'),
	test: regexScript('new RegExp(pattern, flags).test(input)'),
	replace: regexScript('input.replace(new RegExp(pattern, flags), replacement)'),
	matchAll: regexScript('Array.from(input.matchAll(new RegExp(pattern, flags)))'),
	split: regexScript('input.split(new RegExp(pattern, flags))'),
};
function runRegex<T>(script: keyof typeof regexScripts, values: { pattern: string; input: string; flags?: string; replacement?: string }): T {
	Object.assign(regexContext, { flags: '', replacement: '', ...values, result: undefined });
	regexScripts[script].runInContext(regexContext, { timeout: REGEX_TIMEOUT_MS });
	return regexContext.result as T;
}
const globalFlags = (flags = '') => (flags.includes('g') ? flags : `${flags}g`);
setSafeRegexEngine({
	exec: (pattern, input, flags) => runRegex('exec', { pattern, input, flags }),
	test: (pattern, input, flags) => runRegex('test', { pattern, input, flags }),
	replace: (pattern, input, flags, replacement) => runRegex('replace', { pattern, input, flags, replacement }),
	matchAll: (pattern, input, flags) => runRegex('matchAll', { pattern, input, flags: globalFlags(flags) }),
	split: (pattern, input, flags) => runRegex('split', { pattern, input, flags }),
});

/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
import { existsSync, readFileSync } from 'node:fs';

import { README_FILE, readmeWithSummary, REFERENCE_FILE, renderReference } from './operations';

test('OPERATIONS.md is what the endpoint descriptions give (run npm run reference after changing one)', () => {
	expect(existsSync(REFERENCE_FILE)).toBe(true);
	expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(renderReference());
});

test("the README's operations summary is what the endpoint descriptions give (npm run reference)", () => {
	const readme = readFileSync(README_FILE, 'utf8');
	expect(readme).toBe(readmeWithSummary(readme));
});

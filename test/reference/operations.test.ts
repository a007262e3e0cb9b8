import { existsSync, readFileSync } from 'node:fs';

import { REFERENCE_FILE, renderReference } from './operations';

test('OPERATIONS.md is what the endpoint descriptions give (run npm run reference after changing one)', () => {
	expect(existsSync(REFERENCE_FILE)).toBe(true);
	expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(renderReference());
});

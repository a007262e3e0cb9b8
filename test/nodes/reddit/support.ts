/**
 * What the Reddit node tests share: the node's name, parameter builders for each operation, the resource
 * locator values a user types (By URL, By ID), and readers of the emulator's request log.
 */
import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerReddit';

export { byUrl, byId, mapped, operation, field, requestLog, queries } from '../support';

/**
 * A value mapped in by an expression: n8n checks a typed By ID value against the field's pattern itself (the
 * workflow then does not run), so input the node must refuse on its own arrives this way.
 */

/** Credits the test key spent during `run`. */
export async function creditsSpent(suite: NodeSuite, run: () => Promise<unknown>): Promise<number> {
	const before = suite.emulator.credits('sb_test_key');
	await run();
	return before - suite.emulator.credits('sb_test_key');
}

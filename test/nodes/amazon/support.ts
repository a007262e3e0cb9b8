/**
 * What the Amazon node tests share: the node's name, parameter builders, the resource locator values a user types
 * or picks (By URL, By ID, From List, By Domain), and readers of the emulator's request log and the run's hints.
 */
import type { INodeParameterResourceLocator } from 'n8n-workflow';

import type { RunNodeResult } from '../../harness/n8n';
import type { NodeSuite } from '../../harness/suite';
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerAmazon';

export { byUrl, byId, typed, mapped, operation, field, requestLog, queries } from '../support';

export const fromList = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'list', value });


type Items = Array<{ json: Record<string, unknown> }>;

export const hintsOf = (result: RunNodeResult) =>
	(result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);
/** Whether every value of every item is a plain value (Simplify's flat rows). */
export const flat = (items: Items) => items.every((item) => Object.values(item.json).every((value) => value === null || typeof value !== 'object'));

/** Credits the test key spent during `run`. */
export async function creditsSpent(suite: NodeSuite, run: () => Promise<unknown>): Promise<number> {
	const before = suite.emulator.credits('sb_test_key');
	await run();
	return before - suite.emulator.credits('sb_test_key');
}

/** A test file's own emulator with the Amazon node bound to it: run it, or expect bad input refused. */
export function amazonSuite() {
	const { suite, run, expectRefused } = nodeTestSuite(NODE);
	return { suite, run, refused: expectRefused };
}

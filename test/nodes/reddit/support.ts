/**
 * What the Reddit node tests share: the node's name, parameter builders for each operation, the resource
 * locator values a user types (By URL, By ID), and readers of the emulator's request log.
 */
import type { INodeParameterResourceLocator } from 'n8n-workflow';

import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerReddit';

export const byUrl = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'url', value });
export const byId = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value });
/**
 * A value mapped in by an expression: n8n checks a typed By ID value against the field's pattern itself (the
 * workflow then does not run), so input the node must refuse on its own arrives this way.
 */
export const mapped = (value: unknown): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value: `={{ ${JSON.stringify(value)} }}` });

/** The parameters of one operation, with anything else the test sets. */
export const operation =
	(resource: string, name: string) =>
	(extra: Record<string, unknown> = {}) => ({ resource, operation: name, ...extra });

type Items = Array<{ json: Record<string, unknown>; pairedItem?: unknown }>;

export const field = (items: Items, name: string) => items.map((item) => item.json[name]);

export const requestLog = (suite: NodeSuite) => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
export const queries = (suite: NodeSuite) => suite.emulator.requests.map(({ query }) => query);

/** Credits the test key spent during `run`. */
export async function creditsSpent(suite: NodeSuite, run: () => Promise<unknown>): Promise<number> {
	const before = suite.emulator.credits('sb_test_key');
	await run();
	return before - suite.emulator.credits('sb_test_key');
}

/**
 * What the YouTube node tests share: the node's name, the locator values a user types (By URL, By ID), readers of the
 * emulator's request log and of the videos output, and the check of a 404 the emulator gives for an unknown record.
 */
import type { INodeParameterResourceLocator, INodeParameters } from 'n8n-workflow';

import { DEFAULT_TEST_KEY } from '../../emulator';
import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerYouTube';

export const byUrl = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'url', value });
export const byId = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value });

export const requestLog = (suite: NodeSuite) => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
export const videoIds = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.video_id);

/** A 404 for a record the service does not have: what it said, in one request, not charged. */
export async function expectNotFound(suite: NodeSuite, parameters: INodeParameters, said: string): Promise<void> {
	const before = suite.emulator.credits(DEFAULT_TEST_KEY);
	const { error } = await suite.run({ node: NODE, parameters });
	expect(error?.message).toBe('Not found on YouTube (404)');
	expect(error?.description).toContain(said);
	expect(suite.emulator.requests).toHaveLength(1);
	expect(suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(before);
}

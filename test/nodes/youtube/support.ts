/**
 * What the YouTube node tests share: the node's name, the locator values a user types (By URL, By ID), readers of the
 * emulator's request log, a playlist's videos and the videos output, and the check of a 404 the emulator gives for an unknown record.
 */
import type { INodeParameters } from 'n8n-workflow';

import { DEFAULT_TEST_KEY } from '../../emulator';
import { YOUTUBE_PLAYLISTS } from '../../emulator/fixtures/youtube/playlists';
import type { NodeSuite } from '../../harness/suite';
import { nodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerYouTube';

export { byUrl, byId } from '../support';


/** A test file's own emulator (nodeSuite), and the path and query of each request it was sent. */
export function youtubeSuite() {
	const suite = nodeSuite();
	return { suite, requests: () => suite.emulator.requests.map(({ path, query }) => ({ path, query })) };
}

export const videosOf = (listId: string) => YOUTUBE_PLAYLISTS.find((list) => list.playlist_id === listId)!.videos;
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

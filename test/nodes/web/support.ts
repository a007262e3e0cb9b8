/**
 * What the Web node tests share: the node's name, parameter builders for each operation, readers of the emulator's
 * request log and of a binary field's bytes (through n8n-core's binary data service, as any later node reads them).
 */
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData } from 'n8n-workflow';

import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerWeb';

export { operation, field, picked, typed, mapped } from '../support';

/** The JSON bodies the emulator was sent, in order, with their paths. */
export const bodies = (suite: NodeSuite) => suite.emulator.requests.map(({ method, path, body }) => ({ method, path, body }));

/** Credits the test key spent during `run`. */
export async function creditsSpent(suite: NodeSuite, run: () => Promise<unknown>): Promise<number> {
	const before = suite.emulator.credits('sb_test_key');
	await run();
	return before - suite.emulator.credits('sb_test_key');
}

/** A binary field's bytes as n8n hands them to the next node (its binary data service, whatever the mode). */
export async function bytesOf(binary: IBinaryData): Promise<Buffer> {
	return await Container.get(BinaryDataService).getAsBuffer(binary);
}

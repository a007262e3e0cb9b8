/** X > Broadcast > Get. Expectations come from the fixtures. */
import { BROADCAST } from '../../emulator/fixtures/twitter/world';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, mapped, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getBroadcast = operation('broadcast', 'get');

describe('X > Broadcast > Get', () => {
	test('a broadcast by URL and by ID', async () => {
		for (const broadcast of [byUrl(`https://x.com/i/broadcasts/${BROADCAST.id}`), byId(BROADCAST.id)]) {
			const { items } = await run(getBroadcast({ broadcast_id: broadcast }));
			expect(items.map((item) => item.json)).toEqual([BROADCAST]);
		}
		expect(requestLog(suite).map((request) => request.path)).toEqual([
			`/v1/twitter/spaces/broadcast/${BROADCAST.id}`,
			`/v1/twitter/spaces/broadcast/${BROADCAST.id}`,
		]);
	});

	test('a word is not a broadcast ID', async () => {
		await refused(getBroadcast({ broadcast_id: mapped('live') }), 'Broadcast must be');
	});
});

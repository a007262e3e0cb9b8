/** X > Space > Get. Expectations come from the fixtures. */
import { BROADCAST, ENDED_SPACE, LIVE_SPACE } from '../../emulator/fixtures/twitter/world';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, field, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getSpace = operation('space', 'get');

describe('X > Space > Get', () => {
	test.each([
		['its URL', byUrl(`https://x.com/i/spaces/${LIVE_SPACE.id}`)],
		['a twitter.com URL with /peek', byUrl(`https://twitter.com/i/spaces/${LIVE_SPACE.id}/peek`)],
		['its ID', byId(LIVE_SPACE.id)],
	])('a Space by %s', async (_label, space) => {
		const { items } = await run(getSpace({ space_id: space }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/spaces/${LIVE_SPACE.id}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([LIVE_SPACE]);
	});

	test('an ended Space', async () => {
		expect(field((await run(getSpace({ space_id: byId(ENDED_SPACE.id) }))).items, 'state')).toEqual(['ended']);
	});

	test('an unknown Space is a 404; a broadcast URL is not a Space', async () => {
		expect((await run(getSpace({ space_id: byId('1NoSuchSpace0') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getSpace({ space_id: byUrl(`https://x.com/i/broadcasts/${BROADCAST.id}`) }), 'Space must be a Space URL');
	});
});

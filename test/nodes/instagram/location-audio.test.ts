/**
 * Instagram > Location > Get and Audio > Get: one request each, the answer as one item, each form (number, page URL)
 * and bad input refused before any request, through n8n-core against the emulator.
 */
import { AUDIO_ID, AUDIO_TRACK, PLACE, PLACE_PK } from '../../emulator/fixtures/instagram/tags-places';
import { byId, byUrl, instagramSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();
const getLocation = operation('location', 'get');
const getAudio = operation('audio', 'get');

describe('Instagram > Location > Get', () => {
	test.each([
		['number', byId(PLACE_PK)],
		['page URL with its name', byUrl(`https://www.instagram.com/explore/locations/${PLACE_PK}/badger-bakery-portland/`)],
		['page URL without www, from an expression', mapped(`instagram.com/explore/locations/${PLACE_PK}`)],
	])('by %s: one request, the place as one item', async (_label, place) => {
		const { items, error } = await run(getLocation({ location_pk: place }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/locations/${PLACE_PK}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([PLACE]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('a place the service does not have is a 404 naming Instagram', async () => {
		const { error } = await run(getLocation({ location_pk: byId('999') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['a place name', mapped('Portland')],
		['a hashtag URL', byUrl('https://www.instagram.com/explore/tags/portland/')],
	])('refused before any request: %s', async (_label, place) => {
		await expectRefused(getLocation({ location_pk: place }), 'Location must be');
	});
});

describe('Instagram > Audio > Get', () => {
	test.each([
		['ID', byId(AUDIO_ID)],
		['page URL', byUrl(`https://www.instagram.com/reels/audio/${AUDIO_ID}/?igsh=xyz`)],
	])('by %s: one request, the sound as one item', async (_label, audio) => {
		const { items, error } = await run(getAudio({ audio_id: audio }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/audio/${AUDIO_ID}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([AUDIO_TRACK]);
	});

	test('a sound the service does not have is a 404 naming Instagram', async () => {
		const { error } = await run(getAudio({ audio_id: byId('42') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['a reel URL', byUrl('https://www.instagram.com/reel/CbadgerPoAA/')],
		['a sound name', mapped('Morning Oven')],
	])('refused before any request: %s', async (_label, audio) => {
		await expectRefused(getAudio({ audio_id: audio }), 'Audio must be');
	});
});

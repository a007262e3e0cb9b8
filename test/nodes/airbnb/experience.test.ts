/**
 * Airbnb > Experience: Search (paged by next_page_cursor, 20 a page, stopped by the Limit) and Get (by ID or URL), with
 * the price text read into the columns every node uses, through n8n-core against the emulator.
 */
import { EXPERIENCE_COUNT, EXPERIENCES } from '../../emulator/fixtures/airbnb/pages';
import { airbnbSuite, byId, byUrl, field, mapped, operation } from './support';

const { run, requests, expectRefused } = airbnbSuite();
const search = operation('experience', 'search');
const get = operation('experience', 'get');

describe('Airbnb > Experience > Search', () => {
	test('Return All: pages of 20 by cursor until next_page_cursor is null, one item per experience', async () => {
		const { items, error } = await run(search({ location: 'Rome, Italy', returnAll: true }));
		expect(error).toBeUndefined();
		const sent = requests();
		expect(sent).toHaveLength(3);
		expect(sent[0]).toEqual({ path: '/v1/airbnb/experiences', query: { location: 'Rome, Italy' } });
		expect(sent[1].query).toEqual({ location: 'Rome, Italy', cursor: expect.any(String) });
		expect(field(items, 'experience_id')).toEqual(EXPERIENCES.map((experience) => experience.experience_id));
		expect(items).toHaveLength(EXPERIENCE_COUNT);
	});

	test('Limit 25 stops after the second page and outputs 25', async () => {
		const { items } = await run(search({ location: 'Rome', limit: 25 }));
		expect(requests()).toHaveLength(2);
		expect(items).toHaveLength(25);
	});

	test('Simplify: "€45 / person" read into price 45, currency EUR, price_text as shown', async () => {
		const { items } = await run(search({ location: 'Rome', limit: 1, simplify: true, options: { currency: 'EUR', locale: 'it' } }));
		expect(requests()[0].query).toEqual({ location: 'Rome', currency: 'EUR', locale: 'it' });
		expect(items[0].json).toMatchObject({ experience_id: EXPERIENCES[0].experience_id, price: 35, currency: 'EUR', price_text: '€35 / person', duration: '2 hours' });
	});

	test.each([
		[{ location: '={{ "" }}' }, 'Location'],
		[{ location: 'Rome', options: { locale: 'Italian' } }, 'locale code'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(search({ limit: 5, ...parameters }), named);
	});
});

describe('Airbnb > Experience > Get', () => {
	const card = EXPERIENCES[3];
	test.each([
		['an ID', byId(card.experience_id)],
		['an experience URL', byUrl(`https://www.airbnb.it/experiences/${card.experience_id}?adults=2`)],
	])('by %s: the experience in full', async (_what, experience) => {
		const { items, error } = await run(get({ experience_id: experience, options: { adults: 2, children: 1 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/airbnb/experiences/${card.experience_id}`, query: { adults: '2', children: '1' } }]);
		expect(items[0].json).toMatchObject({ experience_id: card.experience_id, title: card.title, experience_url: card.experience_url });
	});

	test("chained: Search's items, each read by its experience_id", async () => {
		const { items, error } = await run(get({ simplify: true }), { items: EXPERIENCES.slice(0, 2) });
		expect(error).toBeUndefined();
		expect(field(items, 'experience_id')).toEqual([EXPERIENCES[0].experience_id, EXPERIENCES[1].experience_id]);
		expect(items[0].json).toMatchObject({ price: 35, currency: 'USD', price_text: '$35 / person', host_name: 'Giulia', is_ticketed: false });
	});

	test('an unknown experience is a 404 said as such', async () => {
		const { error } = await run(get({ experience_id: byId('1') }));
		expect(error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('walk'), 'a numeric experience ID', {}],
		[byUrl('https://www.airbnb.com/rooms/48291736'), 'an Airbnb experience URL', {}],
		[byId('1847362'), 'Adults', { adults: 0 }],
	])('refused before any request: %j', async (experience, named, options: Record<string, number>) => {
		await expectRefused(get({ experience_id: experience, options }), named);
	});
});

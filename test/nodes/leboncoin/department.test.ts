/** Leboncoin > Department > List (free, all or a region's) through n8n-core against the emulator. */
import { DEPARTMENTS } from '../../emulator/fixtures/leboncoin/ads';
import { leboncoinSuite, picked, typed } from './support';

const { suite, run, requests, expectRefused } = leboncoinSuite();

describe('Leboncoin > Department > List', () => {
	test('every department, or those of the Region ID picked or typed', async () => {
		const all = await run({ resource: 'department', operation: 'list' });
		expect(all.items).toHaveLength(DEPARTMENTS.length);
		const idf = await run({ resource: 'department', operation: 'list', options: { region_id: picked('22') } });
		expect(idf.items.map((item) => item.json.name)).toEqual([
			'Paris',
			'Seine-et-Marne',
			'Yvelines',
			'Essonne',
			'Hauts-de-Seine',
			'Seine-Saint-Denis',
			'Val-de-Marne',
			"Val-d'Oise",
		]);
		const corsica = await run({ resource: 'department', operation: 'list', options: { region_id: typed('8') } });
		expect(corsica.items.map((item) => item.json)).toEqual([
			{ id: '2A', name: 'Corse-du-Sud', region_id: '8' },
			{ id: '2B', name: 'Haute-Corse', region_id: '8' },
		]);
		expect(requests()).toEqual([
			{ path: '/v1/leboncoin/departments', query: {} },
			{ path: '/v1/leboncoin/departments', query: { region_id: '22' } },
			{ path: '/v1/leboncoin/departments', query: { region_id: '8' } },
		]);
		expect(suite.emulator.requests.every((request) => request.creditsCharged === 0)).toBe(true);
	});

	test('refused before any request: a Region ID that is a name', async () => {
		await expectRefused(
			{ resource: 'department', operation: 'list', options: { region_id: typed('={{ "Bretagne" }}') } },
			'Region ID must be a numeric region ID such as 20, got "Bretagne"',
		);
	});
});

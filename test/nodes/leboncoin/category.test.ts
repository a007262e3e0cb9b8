/**
 * Leboncoin's free reference lists: Category, Region, Department and Market > List, and the Category ID,
 * Region ID and Department ID pick lists of Ad > Search (and Department > List) loaded from them.
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';

import { DEPARTMENTS, REGIONS } from '../../emulator/fixtures/leboncoin/ads';
import { CATEGORIES } from '../../emulator/fixtures/leboncoin/reference';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerLeboncoin';

const picked = (value: string) => ({ __rl: true, mode: 'list', value, cachedResultName: value });
const typed = (value: string) => ({ __rl: true, mode: 'value', value });

const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const run = (parameters: Record<string, unknown>) => suite.run({ node: NODE, parameters: parameters as INodeParameters });
const credentials = () => ({ apiKey: 'sb_test_key', baseUrl: suite.emulator.url });
const openList = (method: string, parameters: Record<string, unknown>, filter?: string) =>
	listSearch({ node: NODE, method, filter, parameters: parameters as INodeParameters, credentials: credentials() });
const adSearch = (options: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'search', options });

describe('Leboncoin > Category, Region, Department and Market > List (free)', () => {
	test('Category > List: one item per category, parents and sub-categories, 0 credits', async () => {
		const { items, error } = await run({ resource: 'category', operation: 'list' });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/leboncoin/categories', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(CATEGORIES);
		expect(items.find((item) => item.json.id === '24')?.json).toEqual({ id: '24', name: 'Vélos', parent_id: '1', parent_name: 'Véhicules' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Region > List: one item per region, overseas ones included', async () => {
		const { items } = await run({ resource: 'region', operation: 'list' });
		expect(requests()).toEqual([{ path: '/v1/leboncoin/regions', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(REGIONS.map(({ id, name }) => ({ id, name })));
		expect(items.map((item) => item.json.name)).toContain('La Réunion');
	});

	test('Department > List: every department, or those of the Region ID picked or typed', async () => {
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

	test('Market > List: France', async () => {
		const { items } = await run({ resource: 'market', operation: 'list' });
		expect(requests()).toEqual([{ path: '/v1/leboncoin/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([
			{ code: 'FR', domain: 'leboncoin.fr', country: 'FR', currency: 'EUR', locale: 'fr-FR', name: 'France' },
		]);
	});

	test('refused before any request: a Region ID that is a name', async () => {
		await suite.expectRefused(
			{ node: NODE, parameters: { resource: 'department', operation: 'list', options: { region_id: typed('={{ "Bretagne" }}') } } },
			'Region ID must be a numeric region ID such as 20, got "Bretagne"',
		);
	});
});

describe('Leboncoin > Ad > Search: Category ID, Region ID and Department ID lists (free)', () => {
	test('categories load from Category > List at no cost; the typed text filters them, accents aside', async () => {
		const { results } = await openList('leboncoinCategories', adSearch());
		expect(results).toEqual(CATEGORIES.map(({ id, name }) => ({ value: id, name })));
		const bikes = await openList('leboncoinCategories', adSearch(), 'velo');
		expect(bikes.results).toEqual([{ name: 'Vélos', value: '24' }]);
		expect(requests()).toEqual([
			{ path: '/v1/leboncoin/categories', query: {} },
			{ path: '/v1/leboncoin/categories', query: {} },
		]);
		expect(suite.emulator.requests.every((request) => request.creditsCharged === 0)).toBe(true);
	});

	test('regions load from Region > List; an empty box shows them all', async () => {
		const { results } = await openList('leboncoinRegions', adSearch());
		expect(requests()).toEqual([{ path: '/v1/leboncoin/regions', query: {} }]);
		expect(results).toEqual(REGIONS.map(({ id, name }) => ({ value: id, name })));
		expect((await openList('leboncoinRegions', adSearch(), 'ile')).results).toEqual([{ name: 'Île-de-France', value: '22' }]);
	});

	test('departments follow the Region ID set on the search (passed as region_id)', async () => {
		const auvergne = await openList('leboncoinDepartments', adSearch({ region_id: picked('20') }));
		expect(auvergne.results.map((choice) => choice.value)).toEqual(['01', '38', '42', '63', '69', '73', '74']);
		const typedRegion = await openList('leboncoinDepartments', adSearch({ region_id: typed('17') }), 'vilaine');
		expect(typedRegion.results).toEqual([{ name: 'Ille-et-Vilaine', value: '35' }]);
		expect(requests().map((request) => request.query)).toEqual([{ region_id: '20' }, { region_id: '17' }]);
	});

	test('no Region ID, or one given by an expression (no value while editing): every department', async () => {
		expect((await openList('leboncoinDepartments', adSearch())).results).toHaveLength(DEPARTMENTS.length);
		expect((await openList('leboncoinDepartments', adSearch({ region_id: typed('={{ $json.region }}') }))).results).toHaveLength(
			DEPARTMENTS.length,
		);
		expect(requests().map((request) => request.query)).toEqual([{}, {}]);
	});

	test('a bad Region ID is refused before the departments load', async () => {
		await expect(openList('leboncoinDepartments', adSearch({ region_id: typed('Bretagne') }))).rejects.toThrow(
			'Region ID must be a numeric region ID such as 20',
		);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('the three fields are lists that load without a search text and say they are free', () => {
		const properties = nodeDescription(NODE).properties;
		const optionsOf = (resource: string, operation: string) =>
			properties.find(
				(property) =>
					property.name === 'options' &&
					property.displayOptions?.show?.resource?.[0] === resource &&
					property.displayOptions.show.operation?.[0] === operation,
			)?.options as INodeProperties[];
		const search = optionsOf('ad', 'search');
		const listMode = (field: INodeProperties | undefined) => field?.modes?.find((mode) => mode.name === 'list');
		for (const [name, method] of [
			['category', 'leboncoinCategories'],
			['region_id', 'leboncoinRegions'],
			['department_id', 'leboncoinDepartments'],
		]) {
			const field = search.find((option) => option.name === name);
			expect(field?.description).toContain('free');
			expect(listMode(field)?.typeOptions).toMatchObject({ searchListMethod: method, searchable: true });
			expect(listMode(field)?.typeOptions?.searchFilterRequired).toBeUndefined();
		}
		const departmentRegion = optionsOf('department', 'list').find((option) => option.name === 'region_id');
		expect(listMode(departmentRegion)?.typeOptions?.searchListMethod).toBe('leboncoinRegions');
	});
});

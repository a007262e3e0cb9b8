import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY } from '../youtube.params';

const FREE = 'Free (0 credits).';

export const reference: ResourceDescriptor = {
	value: 'reference',
	name: 'Reference',
	description: 'Video categories, interface languages, content regions and supported markets (free)',
	endpoints: [
		{
			operation: 'getCategories',
			name: 'Get Categories',
			action: 'Get the video categories',
			description: `Get the video categories of a country, one item per category ({id, title}). ${FREE}`,
			method: 'GET',
			path: '/v1/youtube/categories',
			params: [COUNTRY],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
		{
			operation: 'getLanguages',
			name: 'Get Languages',
			action: 'Get the interface languages',
			description: `Get the interface languages YouTube offers, one item per language ({id, title}); the IDs are the Interface Language values. ${FREE}`,
			method: 'GET',
			path: '/v1/youtube/languages',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'languages',
		},
		{
			operation: 'getRegions',
			name: 'Get Regions',
			action: 'Get the content regions',
			description: `Get the content regions YouTube offers, one item per region ({id, title}); the IDs are the Country values. ${FREE}`,
			method: 'GET',
			path: '/v1/youtube/regions',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'regions',
		},
		{
			operation: 'getMarkets',
			name: 'Get Markets',
			action: 'Get the supported markets',
			description: `Get the markets the service supports, one item per market ({gl, hl, name}). ${FREE}`,
			method: 'GET',
			path: '/v1/youtube/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};

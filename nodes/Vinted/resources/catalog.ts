import type { ResourceDescriptor } from '../../shared/descriptor';
import { MARKET } from '../vinted.params';

export const catalog: ResourceDescriptor = {
	value: 'catalog',
	name: 'Catalog',
	description: "Vinted's search filters: the colors and the conditions a listing may have, labelled in a market's language",
	endpoints: [
		{
			operation: 'listColors',
			name: 'List Colors',
			action: 'List Vinted colors',
			description: "List the colors a search filters on, one item per color: id (Item > Search's Color IDs), title in the market's language, hex.",
			method: 'GET',
			path: '/v1/vinted/colors',
			params: [MARKET],
			credits: 1,
			paging: { kind: 'none' },
			records: 'colors',
		},
		{
			operation: 'listStatuses',
			name: 'List Statuses',
			action: 'List Vinted item conditions',
			description: "List the conditions a listing may be in (new with tags, very good...), one item per condition: id (Item > Search's Conditions) and title in the market's language.",
			method: 'GET',
			path: '/v1/vinted/statuses',
			params: [MARKET],
			credits: 1,
			paging: { kind: 'none' },
			records: 'statuses',
		},
	],
};

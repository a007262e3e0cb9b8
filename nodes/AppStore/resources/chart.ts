import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, MAX_APPS } from '../appstore.params';
import { simplifyChartEntry } from '../appstore.records';

/** The fields of a Genre > List record: the ID the Genre field takes, and the name shown. */
const GENRE_ID_FIELD = 'genre_id';
const GENRE_NAME_FIELD = 'name';

const CHART_TYPE: OptionsParam = {
	displayName: 'Chart',
	name: 'type',
	in: 'query',
	type: 'options',
	required: true,
	default: 'top-free',
	description: 'Top free, top paid or top grossing',
	options: [
		{ value: 'top-free', name: 'Top Free' },
		{ value: 'top-paid', name: 'Top Paid' },
		{ value: 'top-grossing', name: 'Top Grossing' },
	],
};

const DEVICE: OptionsParam = {
	displayName: 'Device',
	name: 'entity',
	in: 'query',
	type: 'options',
	default: 'apps',
	description: 'The iPhone chart (the default) or the iPad one',
	options: [
		{ value: 'apps', name: 'iPhone' },
		{ value: 'ipad', name: 'iPad' },
	],
};

export const chart: ResourceDescriptor = {
	value: 'chart',
	name: 'Chart',
	description: 'The App Store top charts: top free, top paid and top grossing',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an App Store top chart',
			description:
				"Read a top chart of a storefront, overall or of one genre, for iPhone or iPad, one item per app in chart order: rank, app_id, name, url, developer_name, developer_url, icon_url, price, currency, formatted_price, genre, genre_id, summary, rights, release_date_utc and release_date_at. Up to 200 apps.",
			method: 'GET',
			path: '/v1/app-store/charts',
			params: [
				CHART_TYPE,
				{
					displayName: 'Genre',
					name: 'genre',
					in: 'query',
					type: 'pick',
					default: '',
					description: 'Only the chart of this genre: picked from Genre > List (free) or its ID typed, e.g. 6014 (Games). The overall chart unless set.',
					placeholder: '6014',
					pattern: { regex: /^\d{4}$/, form: 'a four-digit App Store genre ID such as 6014' },
					typedMode: 'By ID',
					filter: true,
					list: { method: 'appStoreGenres', from: { resource: 'genre', operation: 'list' }, value: GENRE_ID_FIELD, name: GENRE_NAME_FIELD },
				},
				DEVICE,
				MAX_APPS,
				COUNTRY,
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyChartEntry,
			toolUse: 'Use to see which apps top the App Store charts in a country, overall or in a genre',
		},
	],
};

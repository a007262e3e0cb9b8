import type { NumberParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { queryParam, textParam } from '../../shared/descriptor';
import { countParam, REGION } from '../tiktok.params';

/** The Ad Library is TikTok's EU ad transparency library: EU regions only, Germany unless set. */
const EU_REGION: StringParam = {
	...REGION,
	default: 'DE',
	description: 'The EU country whose ad library to read, as a two-letter code, e.g. DE, FR, IE, NL (the library is EU-only; DE unless set)',
	placeholder: 'DE',
};

const AD_QUERY = textParam('query', 'Query', 'Words the ads to find contain, e.g. running shoes (ignored when Advertiser IDs is set)', 'running shoes', {
	topLevel: true,
});

const ADVERTISER_IDS: StringParam = {
	displayName: 'Advertiser IDs',
	name: 'advertiser_id',
	in: 'query',
	type: 'string',
	default: '',
	topLevel: true,
	description:
		'Advertiser business IDs to list the ads of, separated by commas, e.g. 7587573238117498896 (Ad > Search Advertisers finds them by name). Set, it wins over Query.',
	placeholder: '7587573238117498896',
	pattern: { regex: /^\d{6,25}(?:,\d{6,25})*$/, form: 'numeric advertiser IDs separated by commas, such as 7587573238117498896' },
	maxLength: 500,
};

const DAYS: NumberParam = {
	displayName: 'Days',
	name: 'days',
	in: 'query',
	type: 'integer',
	default: 30,
	min: 1,
	max: 365,
	description: 'Ads shown in this many past days, 1 to 365 (30 unless set)',
};

const SORT: StringParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'string',
	default: 'last_shown_date,desc',
	description: 'The order of the ads, as field,direction (last_shown_date,desc unless set: the most recently shown first)',
	placeholder: 'last_shown_date,desc',
	pattern: { regex: /^[a-z_]{1,50},(?:asc|desc)$/, form: 'a field and a direction such as last_shown_date,desc' },
};

const AD_ID: StringParam = {
	displayName: 'Ad ID',
	name: 'ad_id',
	in: 'path',
	type: 'string',
	required: true,
	default: '',
	description: 'The numeric ID of the ad, as Ad > Search gives it (its ID field), e.g. 172000000000000',
	placeholder: '172000000000000',
	pattern: { regex: /^\d{6,25}$/, form: 'a numeric ad ID such as 172000000000000' },
};

const AD_ROW =
	'One item per ad: id, name (the advertiser), type, audit_status, first_shown_date and last_shown_date (milliseconds since 1970), videos (video_url, cover_img), title, estimated_audience, impression, spent, call_to_action, external_url and image_urls';

/** TikTok's EU ad library (the Commercial Content Library of the Digital Services Act): ads, one ad's targeting, advertisers. */
export const ads: ResourceDescriptor = {
	value: 'ads',
	name: 'Ad',
	description: "TikTok's EU ad library: ads by keyword or advertiser, an ad's targeting and reach, advertisers by name",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search the TikTok ad library',
			description: `Search TikTok's EU ad library by keyword or by advertiser, page after page (offset paging, to the total the library states). ${AD_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/ads/search',
			params: [AD_QUERY, ADVERTISER_IDS, EU_REGION, DAYS, SORT],
			credits: 5,
			check: (values) =>
				(values.query ?? '') === '' && (values.advertiser_id ?? '') === '' ? 'Set Query or Advertiser IDs: the ad library searches by one of them' : undefined,
			paging: {
				kind: 'page',
				param: 'offset',
				offset: true,
				pageSize: { param: 'count', min: 1, max: 50 },
				morePath: 'pagination.has_more',
				totalRecordsPath: 'pagination.total',
				carry: { param: 'search_id', path: 'pagination.search_id' },
			},
			records: 'ads',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an ad of the TikTok ad library',
			description:
				'Get one ad of TikTok\'s EU ad library as one item: ad (the fields of Search), advertiser (name, business IDs, registry location, sponsor, TikTok account), targeting (impressions by region, age and gender, audience size, interests, countries, languages) and display_mode',
			method: 'GET',
			path: '/v1/tiktok/ads/{ad_id}',
			params: [AD_ID, EU_REGION],
			credits: 8,
			paging: { kind: 'none' },
		},
		{
			operation: 'searchAdvertisers',
			name: 'Search Advertisers',
			action: 'Search TikTok ad library advertisers',
			description:
				'Find advertisers of TikTok\'s EU ad library by name (the legal entity\'s, not the brand\'s), one item per advertiser: name and id (the business ID Ad > Search takes)',
			method: 'GET',
			path: '/v1/tiktok/ads/advertisers',
			params: [
				queryParam({ description: 'The advertiser\'s name or part of it, e.g. nike (the legal entity\'s name)', placeholder: 'nike', maxLength: 200 }),
				EU_REGION,
				countParam(10, 'advertisers'),
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'advertisers',
		},
	],
};

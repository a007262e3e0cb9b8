import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { AD, AD_COUNTRY, ADVERTISER, CURSOR_PAGING, START_CURSOR } from '../facebook.params';

const AD_FIELDS =
	'ad_archive_id, page_id, page_name, ad_creative_body, ad_creative_link_title, ad_creative_link_caption, ad_creative_link_description, ad_snapshot_url, start_date_utc, start_date, end_date_utc, end_date (null while running), is_active, publisher_platforms, images, videos, cta_text and cta_type';

const AD_TYPE: OptionsParam = {
	displayName: 'Ad Type',
	name: 'ad_type',
	in: 'query',
	type: 'options',
	default: 'all',
	description: 'Every ad, or only political and issue ads (which carry disclaimers)',
	filter: true,
	options: [
		{ value: 'all', name: 'All Ads' },
		{ value: 'political_and_issue_ads', name: 'Political and Issue Ads' },
	],
};

const ACTIVE_STATUS: OptionsParam = {
	displayName: 'Active Status',
	name: 'active_status',
	in: 'query',
	type: 'options',
	default: 'active',
	description: 'Ads running now, ads that ran, or both',
	filter: true,
	options: [
		{ value: 'active', name: 'Active' },
		{ value: 'inactive', name: 'Inactive' },
		{ value: 'all', name: 'All' },
	],
};

export const adLibrary: ResourceDescriptor = {
	value: 'adLibrary',
	name: 'Ad Library',
	description: "Facebook's public Ad Library: ads by advertiser or keyword, one ad, and advertisers' Pages",
	endpoints: [
		{
			operation: 'searchAds',
			name: 'Search Ads',
			action: 'Search the Facebook Ad Library',
			description: `Search the ads of one country's Ad Library by advertiser or keyword. One item per ad: ${AD_FIELDS}. Each ad_archive_id feeds Ad Library > Get Ad.`,
			method: 'GET',
			path: '/v1/facebook/ads/search',
			params: [
				queryParam({ description: 'The advertiser or keyword to find ads of, e.g. Nike', placeholder: 'Nike', maxLength: 500 }),
				AD_COUNTRY,
				AD_TYPE,
				ACTIVE_STATUS,
				START_CURSOR,
			],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'ads',
			toolUse: "Use to see the ads a company or keyword runs on Facebook and Instagram (a competitor's creatives)",
		},
		{
			operation: 'getAd',
			name: 'Get Ad',
			action: 'Get an ad from the Facebook Ad Library',
			description: `Read one ad by its Ad Library ID: ${AD_FIELDS}. With an EU or UK Country (DE, FR, GB…), also transparency: payer and beneficiary, EU reach and the audience by age, gender and country.`,
			method: 'GET',
			path: '/v1/facebook/ads/{ad_archive_id}',
			params: [AD, AD_COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'ads',
		},
		{
			operation: 'searchPages',
			name: 'Search Pages',
			action: 'Search Facebook Ad Library advertisers',
			description:
				"Find advertisers' Pages by name, as the Ad Library's own search box does. One item per Page: page_id, name, page_alias, category, likes, verification, entity_type, country, ig_username, ig_followers, ig_verification, image_uri and page_is_deleted. Each page_id feeds Ad Library > Get Page.",
			method: 'GET',
			path: '/v1/facebook/ads/pages/search',
			params: [queryParam({ description: 'The advertiser name to find, e.g. Nike', placeholder: 'Nike', maxLength: 500 }), AD_COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'pages',
		},
		{
			operation: 'getPage',
			name: 'Get Page',
			action: 'Get a Facebook Ad Library advertiser',
			description:
				"Read an advertiser's transparency profile: page_id, page_name, page_alias, page_category, entity_type, likes, verification, profile_photo, about, page_is_deleted, hidden_ads, the linked Instagram account, page_creation_utc and page_created_at, owner, admin_country_counts, history (creation and name changes), related_pages and ad_spend (political and issue advertisers only).",
			method: 'GET',
			path: '/v1/facebook/ads/pages/{page_id}',
			params: [ADVERTISER, AD_COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
		},
	],
};

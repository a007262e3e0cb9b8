import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { simplifyAd, simplifySeller } from '../leboncoin.records';
import { sellerIdFromUrl, UUID } from '../leboncoin.urls';

const EXAMPLE_SELLER = 'b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d';

/** A seller, by profile URL or UUID: Get and Get Listings. */
export const SELLER: LocatorParam = {
	displayName: 'Seller',
	name: 'user_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description:
		"The seller, as a profile URL or the seller UUID. An ad's owner works directly: after Ad > Search, drag the ad's owner.user_id field into By ID.",
	id: {
		regex: UUID,
		form: `a seller UUID such as ${EXAMPLE_SELLER}`,
		placeholder: EXAMPLE_SELLER,
	},
	url: {
		form: `a Leboncoin profile URL such as https://www.leboncoin.fr/profil/${EXAMPLE_SELLER}`,
		placeholder: `https://www.leboncoin.fr/profil/${EXAMPLE_SELLER}`,
		extract: sellerIdFromUrl,
	},
};

export const seller: ResourceDescriptor = {
	value: 'seller',
	name: 'Seller',
	description: 'People and shops selling on Leboncoin',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a seller',
			description:
				'Get a seller profile: name, private or pro, registration date, active ads, feedback, reply rate, and for shops the SIREN, store rating and store reviews (with Simplify: their count and the newest one as columns).',
			method: 'GET',
			path: '/v1/leboncoin/sellers/{user_id}',
			params: [SELLER],
			credits: 5,
			paging: { kind: 'none' },
			records: 'seller',
			simplify: simplifySeller,
		},
		{
			operation: 'getListings',
			name: 'Get Listings',
			action: "Get a seller's ads",
			description:
				"Get a seller's active ads, one item per ad, page after page (up to 100 ads a request) until the seller's total is reached.",
			method: 'GET',
			path: '/v1/leboncoin/sellers/{user_id}/listings',
			params: [
				SELLER,
				{
					displayName: 'Start Page',
					name: 'page',
					in: 'query',
					type: 'integer',
					min: 1,
					default: 1,
					description:
						'First page of ads to read (default 1); paging goes on from there until the seller\'s total. Pages hold as many ads as the first request asked for, so to resume an earlier run set Page Size to the size it used too.',
				},
				{
					displayName: 'Page Size',
					name: 'limit',
					in: 'query',
					type: 'integer',
					min: 1,
					max: 100,
					default: 35,
					description:
						'Ads per request, from 1 to 100. Leave unset to let the node choose: 100 with Return All, otherwise the Limit (up to 100).',
				},
			],
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				totalRecordsPath: 'total',
				pageSize: { param: 'limit', min: 1, max: 100 },
			},
			records: 'ads',
			simplify: simplifyAd,
		},
	],
};

import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { fixedPaging, listingPaging, MARKETPLACE, PAGE_SIZE, startPage } from '../ebay.params';
import { simplifySeller, simplifyStoreListing } from '../ebay.records';
import { sellerFromUrl, USERNAME } from '../ebay.urls';

/** eBay serves at most 100 pages of a seller's listings; feedback 50 pages of 25. */
const ITEMS_LAST_PAGE = 100;
const FEEDBACK_LAST_PAGE = 50;

function sellerParam(what: string): LocatorParam {
	return {
		displayName: 'Seller',
		name: 'username',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description: `The seller ${what}: their eBay username (e.g. topgames_us; a listing's seller_name) or a URL naming it: a profile link (ebay.com/usr/topgames_us), a seller listings link (/sch/topgames_us/m.html) or any link with _ssn=topgames_us. Store links (/str/...) name the store, not the seller, and are accepted only with _ssn.`,
		id: { regex: USERNAME, form: 'an eBay username such as topgames_us', placeholder: 'topgames_us' },
		url: {
			form: 'an eBay seller URL such as https://www.ebay.com/usr/topgames_us',
			placeholder: 'https://www.ebay.com/usr/topgames_us',
			extract: sellerFromUrl,
		},
	};
}

export const seller: ResourceDescriptor = {
	value: 'seller',
	name: 'Seller',
	description: 'An eBay seller: their profile, listings and buyer feedback',
	endpoints: [
		{
			operation: 'getItems',
			name: 'Get Items',
			action: 'Get a seller\'s items',
			description:
				'Get the active listings of a seller, optionally filtered by keyword, one item per listing (price, bids, condition, buying format, shipping, watchers). Up to 240 listings a page, 100 pages at most.',
			method: 'GET',
			path: '/v1/ebay/sellers/{username}/items',
			params: [
				sellerParam('whose listings to get'),
				MARKETPLACE,
				{
					displayName: 'Keyword',
					name: 'query',
					in: 'query',
					filter: true,
					type: 'string',
					default: '',
					description: 'Only listings in the seller\'s store matching these words, e.g. nintendo switch',
					placeholder: 'nintendo switch',
					maxLength: 300,
				},
				startPage(ITEMS_LAST_PAGE, 'to resume, set Page Size to the size the earlier run used too'),
				PAGE_SIZE,
			],
			credits: 5,
			paging: listingPaging(ITEMS_LAST_PAGE),
			records: 'results',
			simplify: simplifyStoreListing,
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a seller',
			description:
				'Get a seller\'s public profile as one item: store name and link, feedback score and positive percentage, the last 12 months\' positive, neutral and negative counts, Top Rated status, listings for sale, member since, location.',
			method: 'GET',
			path: '/v1/ebay/sellers/{username}',
			params: [sellerParam('to get'), MARKETPLACE],
			credits: 5,
			paging: { kind: 'none' },
			records: 'seller',
			simplify: simplifySeller,
		},
		{
			operation: 'getFeedback',
			name: 'Get Feedback',
			action: 'Get a seller\'s feedback',
			description:
				'Get the feedback buyers left a seller, newest first, one item per comment (rating: positive, neutral or negative; comment; rater; item; date). 25 comments a page, at most 50 pages.',
			method: 'GET',
			path: '/v1/ebay/sellers/{username}/feedback',
			params: [
				sellerParam('whose feedback to get'),
				MARKETPLACE,
				startPage(FEEDBACK_LAST_PAGE, '25 comments a page'),
			],
			credits: 10,
			paging: fixedPaging(
				FEEDBACK_LAST_PAGE,
				'eBay shows at most 50 pages (1,250 comments) of a seller\'s feedback, and this seller has more, so the older ones were not fetched.',
			),
			records: 'feedback',
		},
	],
};

import type { ResourceDescriptor } from '../../shared/descriptor';
import { MARKETPLACE, SELLER, startPage } from '../amazon.params';
import { SELLER_CONTEXT, simplifySeller, simplifyStorefrontListing } from '../amazon.records';

export const seller: ResourceDescriptor = {
	value: 'seller',
	name: 'Seller',
	description: 'Third-party sellers on Amazon: profile, storefront and buyer feedback',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a seller',
			description:
				"Get a seller's profile as one item: name, rating, number of ratings, share of positive ratings, feedback counts over the lifetime, 12 months, 90 and 30 days, business name and address, member since.",
			method: 'GET',
			path: '/v1/amazon/sellers/{seller_id}',
			params: [SELLER, MARKETPLACE],
			credits: 3,
			paging: { kind: 'none' },
			records: 'seller',
			simplify: simplifySeller,
		},
		{
			operation: 'getProducts',
			name: 'Get Products',
			action: "Get a seller's products",
			description:
				"List the products of a seller's storefront, one item per product (ASIN, title, price, rating, Prime, availability, link), each with the seller under \"seller\" (seller_id, domain; Simplify's flat rows, also what an AI tool call returns, give seller_id). Paging goes on to the storefront's last page.",
			method: 'GET',
			path: '/v1/amazon/sellers/{seller_id}/products',
			params: [
				SELLER,
				MARKETPLACE,
				startPage('First page of the storefront to read, e.g. 3 to resume a run that stopped at page 3; paging goes on from there to the last page'),
			],
			credits: 5,
			paging: { kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages' },
			records: 'results',
			recordContext: SELLER_CONTEXT,
			simplify: simplifyStorefrontListing,
		},
		{
			operation: 'getFeedback',
			name: 'Get Feedback',
			action: "Get a seller's buyer feedback",
			description:
				'List the feedback buyers left for a seller, newest first, one item per entry (rating 1-5, comment, date, buyer name when shown), each with the seller under "seller" (seller_id, domain). Paging goes on to the last page.',
			method: 'GET',
			path: '/v1/amazon/sellers/{seller_id}/feedback',
			params: [
				SELLER,
				MARKETPLACE,
				startPage('First page of feedback to read, e.g. 3 to resume a run that stopped at page 3; paging goes on from there to the last page'),
			],
			credits: 3,
			paging: { kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages' },
			records: 'feedback',
			recordContext: SELLER_CONTEXT,
		},
	],
};

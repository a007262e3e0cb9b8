import type { IDataObject } from 'n8n-workflow';

import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { sellerIdFromUrl, UUID } from '../leboncoin.urls';
import { simplifyAd } from './ad';

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

/** The newest of a shop's reviews (by review_time; the first given when none is dated). */
function latestReview(reviews: IDataObject[]): IDataObject {
	const dated = reviews.filter((review) => typeof review.review_time === 'string');
	const newest = dated.length > 0 ? dated.reduce((latest, review) => (String(review.review_time) > String(latest.review_time) ? review : latest)) : reviews[0];
	return newest ?? {};
}

/** A flat seller: feedback and badges as columns, and of the store reviews their count and the newest one. */
export function simplifySeller(record: IDataObject): IDataObject {
	const feedback = (record.feedback ?? {}) as IDataObject;
	const categoryScores = (feedback.category_scores ?? {}) as IDataObject;
	const reviews = (Array.isArray(record.store_reviews) ? record.store_reviews : []).filter(
		(review): review is IDataObject => review !== null && typeof review === 'object',
	);
	const latest = latestReview(reviews);
	return {
		user_id: record.user_id,
		name: record.name,
		account_type: record.account_type,
		profile_url: typeof record.user_id === 'string' ? `https://www.leboncoin.fr/profil/${record.user_id}` : null,
		store_id: record.store_id ?? null,
		registered_at: record.registered_at ?? null,
		total_ads: record.total_ads ?? null,
		location: record.location ?? null,
		description: record.description ?? null,
		badges: Array.isArray(record.badges) ? record.badges.join(', ') : '',
		feedback_score: feedback.overall_score ?? null,
		feedback_count: feedback.received_count ?? null,
		...Object.fromEntries(Object.entries(categoryScores).map(([category, score]) => [`feedback_${category}`, score])),
		reply_rate: record.reply_rate ?? null,
		presence_status: record.presence_status ?? null,
		siren: record.siren ?? null,
		siret: record.siret ?? null,
		activity_sector: record.activity_sector ?? null,
		website_url: record.website_url ?? null,
		profile_picture_url: record.profile_picture_url ?? null,
		store_rating_value: record.store_rating_value ?? null,
		store_ratings_total: record.store_ratings_total ?? null,
		store_review_count: reviews.length,
		latest_review_author: latest.author_name ?? null,
		latest_review_rating: latest.rating_value ?? null,
		latest_review_text: latest.text ?? null,
		latest_review_time: latest.review_time ?? null,
	};
}

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

import type { IDataObject } from 'n8n-workflow';

import type { ResourceDescriptor } from '../../shared/descriptor';
import { sellerIdFromUrl, UUID } from '../leboncoin.urls';

/** A flat seller: feedback and badges as columns; the store reviews stay a list, they are the point of a pro profile. */
export function simplifySeller(record: IDataObject): IDataObject {
	const feedback = (record.feedback ?? {}) as IDataObject;
	const categoryScores = (feedback.category_scores ?? {}) as IDataObject;
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
		store_reviews: record.store_reviews ?? [],
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
				'Get a seller profile: name, private or pro, registration date, active ads, feedback, reply rate, and for shops the SIREN, store rating and store reviews.',
			method: 'GET',
			path: '/v1/leboncoin/sellers/{user_id}',
			params: [
				{
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
						form: 'a seller UUID such as b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
						placeholder: 'b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
					},
					url: {
						form: 'a Leboncoin profile URL such as https://www.leboncoin.fr/profil/b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
						placeholder: 'https://www.leboncoin.fr/profil/b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
						extract: sellerIdFromUrl,
					},
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'seller',
			simplify: simplifySeller,
		},
	],
};

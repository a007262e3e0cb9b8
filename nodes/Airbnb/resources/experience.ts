import type { Paging, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { simplifyExperience, simplifyExperienceCard } from '../airbnb.records';
import { ADULTS, CHILDREN, CURRENCY, EXPERIENCE, INFANTS, LOCALE } from '../airbnb.params';

/** Experience searches go on by `next_page_cursor`; the service takes no page size. */
const SEARCH_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_page_cursor' };

export const experience: ResourceDescriptor = {
	value: 'experience',
	name: 'Experience',
	description: 'Airbnb Experiences: a search by place, and an experience in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Airbnb experiences',
			description:
				'Search Airbnb Experiences in a place. One item per experience: experience_id, title, duration, rating, review_count, rating_label, price (as shown, e.g. €45 / person), latitude, longitude, images, experience_url. Simplify reads the price into price, currency and price_text. Each experience_id feeds Experience > Get.',
			method: 'GET',
			path: '/v1/airbnb/experiences',
			params: [
				{ ...textParam('location', 'Location', 'Where, as free text (geocoded by the service), e.g. Rome, Italy', 'Rome, Italy'), required: true },
				CURRENCY,
				LOCALE,
			],
			credits: 5,
			paging: SEARCH_PAGING,
			records: 'experiences',
			simplify: simplifyExperienceCard,
			toolUse: 'Use to find things to do in a place on Airbnb Experiences, with prices',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Airbnb experience',
			description:
				'Read one experience in full: experience_id, title, description, rating, review_count, is_ticketed, latitude, longitude, address (the meeting point), host_name, highlights, images, price (as shown) and experience_url.',
			method: 'GET',
			path: '/v1/airbnb/experiences/{experience_id}',
			params: [EXPERIENCE, ADULTS, CHILDREN, INFANTS, CURRENCY, LOCALE],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyExperience,
		},
	],
};

import type { IDataObject } from 'n8n-workflow';

import type { ResourceDescriptor } from '../../shared/descriptor';
import { AGENT_USERNAME, agentFromUrl } from '../zillow.urls';

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const joined = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const field = (value: unknown) => (value === undefined ? null : value);

/** A flat agent: contact, ratings and counts as columns; reviews, sales and listings only counted. */
export function simplifyAgent(record: IDataObject): IDataObject {
	return {
		username: field(record.username),
		name: field(record.name),
		url: field(record.url),
		business_name: field(record.business_name),
		business_address: field(record.business_address),
		broker_name: field(record.broker_name),
		phone: field(record.phone),
		email: field(record.email),
		website_url: field(record.website_url),
		rating: field(record.rating),
		review_count: field(record.review_count),
		recent_sales_count: field(record.recent_sales_count),
		total_sales_last_year: field(record.total_sales_last_year),
		for_sale_count: field(record.for_sale_count),
		for_rent_count: field(record.for_rent_count),
		past_sales_count: field(record.past_sales_count),
		years_experience: field(record.years_experience),
		is_top_agent: field(record.is_top_agent),
		is_team_lead: field(record.is_team_lead),
		license_number: field(record.license_number),
		license_state: field(record.license_state),
		specialties: joined(record.specialties),
		service_areas: joined(record.service_areas),
		languages: joined(record.languages),
		reviews_returned: count(record.reviews),
		past_sales_returned: count(record.past_sales),
		listings_returned: count(record.listings),
		profile_photo: field(record.profile_photo),
	};
}

export const agent: ResourceDescriptor = {
	value: 'agent',
	name: 'Agent',
	description: 'Real-estate agents with a Zillow profile',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an agent',
			description:
				"Get an agent's Zillow profile: contact, brokerage, rating, reviews, licenses, past sales and active listings (listings in the same shape as Property > Search results).",
			method: 'GET',
			path: '/v1/zillow/agent',
			params: [
				{
					displayName: 'Agent',
					name: 'username',
					in: 'query',
					type: 'locator',
					required: true,
					default: '',
					description:
						'The agent, as a Zillow profile URL (https://www.zillow.com/profile/jane-doe/) or the profile username after /profile/ (e.g. jane-doe). The username is what is sent.',
					id: {
						regex: AGENT_USERNAME,
						form: 'a Zillow profile username (letters, digits, dots, dashes or underscores) such as jane-doe',
						placeholder: 'jane-doe',
					},
					url: {
						form: 'a Zillow profile URL such as https://www.zillow.com/profile/jane-doe/',
						placeholder: 'https://www.zillow.com/profile/jane-doe/',
						extract: agentFromUrl,
					},
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'agent',
			simplify: simplifyAgent,
		},
	],
};

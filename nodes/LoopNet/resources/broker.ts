import type { ResourceDescriptor } from '../../shared/descriptor';
import { BROKER, BROKER_NAME_SLUG, MARKET, needsSlug } from '../loopnet.params';

export const broker: ResourceDescriptor = {
	value: 'broker',
	name: 'Broker',
	description: 'LoopNet brokers: a profile with its listings',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LoopNet broker',
			description:
				"Read a broker's profile: broker_id, name, company, title, phone, email, photo, url, bio, office address, city and state, license_number, specialties, listing_count, and their listings (listing_id, url, listing_type, property_type, title, price_text, city, state).",
			method: 'GET',
			path: '/v1/loopnet/brokers/{slug}/{broker_id}',
			params: [BROKER, BROKER_NAME_SLUG, MARKET],
			check: needsSlug,
			credits: 8,
			paging: { kind: 'none' },
			records: 'broker',
			toolUse: "Use to look up a LoopNet broker's contact details, specialties and listings",
		},
	],
};

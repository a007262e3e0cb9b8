import type { ResourceDescriptor } from '../../shared/descriptor';
import { AGENCY, AGENCY_LISTINGS_PAGING, CONTRACT, MARKET } from '../immobiliare.params';
import { simplifyAgency, simplifyListing } from '../immobiliare.records';

export const agency: ResourceDescriptor = {
	value: 'agency',
	name: 'Agency',
	description: 'Real-estate agencies: a profile with its agents, and the listings an agency has on the portal',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Immobiliare agency',
			description:
				"Read an agency's profile: id, type, name, url, address and coordinates, description, website, logo, partnership (network), real_estate_ads (active listings) and real_estate_sales, phones, opening_hours and its agents (id, name, surname). With Simplify, the phones as one column and the agents as a count.",
			method: 'GET',
			path: '/v1/immobiliare/agencies/{agency_id}',
			params: [AGENCY, MARKET],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyAgency,
			toolUse: "Use to check an Immobiliare agency: contacts, address, opening hours, agents and how many listings it has",
		},
		{
			operation: 'getListings',
			name: 'Get Listings',
			action: "Get an Immobiliare agency's listings",
			description:
				"Read every active listing of an agency, for sale or for rent, one item per listing (the same full listing as Listing > Search gives), page after page until a page comes back shorter than the ones before. Each id feeds Listing > Get.",
			method: 'GET',
			path: '/v1/immobiliare/agencies/{agency_id}/listings',
			params: [AGENCY, MARKET, CONTRACT],
			credits: 5,
			paging: AGENCY_LISTINGS_PAGING,
			records: 'listings',
			simplify: simplifyListing,
		},
	],
};

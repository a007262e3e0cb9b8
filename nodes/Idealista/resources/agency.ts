import type { ResourceDescriptor } from '../../shared/descriptor';
import { assumedPrice, PAGE_PRICE } from '../idealista.credits';
import { AGENCY, AS_IT_COMES, DEAL_FILTER, INCLUDE_LISTINGS, MARKET, MAX_ITEMS, PAGE, PHONE, PROPERTY_TYPE_FILTER } from '../idealista.params';

const AGENCY_OPTIONS = [MARKET, DEAL_FILTER, PROPERTY_TYPE_FILTER, PAGE, MAX_ITEMS, INCLUDE_LISTINGS];

export const agency: ResourceDescriptor = {
	value: 'agency',
	name: 'Agency',
	description: 'Real-estate agencies on Idealista: a profile with a page of its listings, by short name or by phone',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Idealista agency',
			description: `Read an agency's microsite profile and a page of its listings (Include Listings), by short name or microsite URL, narrowed to sale or rent and a property type. ${AS_IT_COMES} Page is a plain field: the node reads the page asked for.`,
			method: 'GET',
			path: '/v1/idealista/agency/{short_name}',
			params: [AGENCY, ...AGENCY_OPTIONS],
			credits: PAGE_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(PAGE_PRICE, "Immobiliare's agency profile"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
			toolUse: 'Use to read an Idealista real-estate agency: its profile and listings',
		},
		{
			operation: 'getByPhone',
			name: 'Get by Phone',
			action: 'Get an Idealista agency by phone',
			description: `Find the agency behind a contact phone (a national number) and read it with a page of its listings. ${AS_IT_COMES} Page is a plain field: the node reads the page asked for.`,
			method: 'GET',
			path: '/v1/idealista/agency/by-phone/{phone}',
			params: [PHONE, ...AGENCY_OPTIONS],
			credits: PAGE_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(PAGE_PRICE, "Immobiliare's agency profile"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
		},
	],
};

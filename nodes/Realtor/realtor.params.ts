/**
 * The Realtor node's parameters that recur across its resources: the market every call but Market > List takes, and
 * the property given by ID or listing URL.
 */
import type { LocatorParam, OptionsParam } from '../shared/descriptor';
import { marketFromUrl, PROPERTY_ID, propertyIdFromUrl, REALTOR_MARKETS } from './realtor.urls';

/** What one Location > Autocomplete call costs (docs/api-reference/endpoint/realtor/autocomplete.mdx: "**2 credits**"). */
export const AUTOCOMPLETE_CREDITS = 2;

/** The market of every call but Market > List: us when left unset, as the service's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'us',
	description: 'Which portal to read: us for realtor.com (United States, prices in USD, the default) or ca for realtor.ca (Canada, prices in CAD)',
	options: REALTOR_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.domain}, ${market.currency})` })),
};

const EXAMPLE_ID = '1234567890';
const EXAMPLE_COM_URL = 'https://www.realtor.com/realestateandhomes-detail/123-Main-St_Austin_TX_78701_M12345-67890';

/** A property, by its ID or its listing URL on either portal: Property > Get. */
export const PROPERTY: LocatorParam = {
	displayName: 'Property',
	name: 'property_id',
	in: 'path',
	type: 'locator',
	default: '={{ $json.property_id }}',
	required: true,
	description: `The property, as its listing URL (${EXAMPLE_COM_URL}, or https://www.realtor.ca/real-estate/27123456/... for Canada, which also sets Market to ca) or its property ID (digits, e.g. ${EXAMPLE_ID}). By default, the incoming item's property_id: run it on the items of Property > Search.`,
	id: { regex: PROPERTY_ID, form: `a property ID (digits) such as ${EXAMPLE_ID}`, placeholder: EXAMPLE_ID },
	url: {
		form: `a realtor.com or realtor.ca listing URL such as ${EXAMPLE_COM_URL}`,
		placeholder: EXAMPLE_COM_URL,
		extract: propertyIdFromUrl,
		implies: { param: 'market', read: marketFromUrl },
	},
};

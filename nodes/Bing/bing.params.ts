/**
 * The Bing node's parameter that recurs across its resources: the market every search takes
 * (`language-COUNTRY`, any well-formed code: the service's list of 30 is a reference, not a limit), with the names and
 * defaults of the endpoint pages (docs/api-reference/endpoint/bing/*.mdx).
 */
import type { StringParam } from '../shared/descriptor';

/** A market as the endpoint pages write it: a language, a dash, a country (en-US, de-DE, pt-BR). */
export const MARKET_CODE = /^[a-z]{2,3}-[A-Za-z]{2}$/;

/** The market a search is made for, as `market`: sets the language and the country ranking (en-US when unset). */
export const MARKET: StringParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'string',
	default: 'en-US',
	placeholder: 'en-GB',
	description:
		'The Bing market, as language-COUNTRY (en-US, the default; en-GB, de-DE, fr-FR, pt-BR, ja-JP): sets the language of the results and the country they are ranked for. Any well-formed code works; Market > List gives the 30 the service names.',
	pattern: { regex: MARKET_CODE, form: 'a market code as language-COUNTRY such as en-US, de-DE or pt-BR' },
};


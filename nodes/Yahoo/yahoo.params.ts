/**
 * The Yahoo node's parameter that recurs across its resources: the market, a lowercase code naming one of Yahoo's
 * regional search sites (us, uk, de, fr, br: 35 in all, Market > List), with the default of the endpoint pages
 * (docs/api-reference/endpoint/yahoo/*.mdx).
 */
import type { StringParam } from '../shared/descriptor';

/** A market as the endpoint pages write it: a lowercase code (us, uk, de, br). */
export const MARKET_CODE = /^[a-z]{2,10}$/;

/** The market, as `market`: the regional Yahoo site searched (us when unset). */
export function marketParam(note = ''): StringParam {
	return {
		displayName: 'Market',
		name: 'market',
		in: 'query',
		type: 'string',
		default: 'us',
		placeholder: 'uk',
		description: `The Yahoo market, as its lowercase code (us, the default; uk, de, fr, br...): the regional Yahoo site searched.${note} Market > List gives the 35 the service covers (Yahoo Japan is another company's engine and is not one)`,
		pattern: { regex: MARKET_CODE, form: 'a lowercase market code such as us, uk or de' },
	};
}

export const MARKET = marketParam();

/** Images and videos exist only on Yahoo's US sites: the market is echoed back, not searched (the endpoint pages). */
export const ECHOED_MARKET = marketParam(' Images and videos come from Yahoo\'s US site whatever the market: it is only echoed back.');

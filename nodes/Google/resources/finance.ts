import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, LANGUAGE } from '../google.params';

const TICKER: StringParam = {
	displayName: 'Ticker',
	name: 'q',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'AAPL:NASDAQ',
	description: 'The stock, index or currency pair with its exchange, as Google Finance writes it: AAPL:NASDAQ, .DJI:INDEXDJX, BTC-USD, EUR-USD',
	pattern: { regex: /^[A-Za-z0-9.^_-]{1,20}(?::[A-Za-z0-9_]{2,20})?$/, form: 'a ticker such as AAPL:NASDAQ or BTC-USD' },
};

export const finance: ResourceDescriptor = {
	value: 'finance',
	name: 'Finance',
	description: 'Google Finance: the quote of a stock, an index, a crypto or a currency',
	endpoints: [
		{
			operation: 'getQuote',
			name: 'Get Quote',
			action: 'Get a Google Finance quote',
			description: 'Read a quote as one item: title, stock, exchange, price, currency, the move (value, percentage, direction) and stats (previous close, day and year range, market cap, P/E).',
			method: 'GET',
			path: '/v1/google/finance/quote',
			params: [TICKER, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
	],
};

import { amountOfText, cheapest, currencyOfText, priceColumns, priceOf } from '../../nodes/shared/money';

describe('one price shape across sources', () => {
	it.each([
		['$1,299.99', 1299.99],
		['1 299,50 €', 1299.5],
		['€ 1.299', 1299],
		['1.299.000 €', 1299000],
		['12,5 zł', 12.5],
		['£12', 12],
		['1\u202f299,00\u00a0€', 1299],
		['CHF 1\'250.00', 1250],
	])('reads the amount of %s', (text, amount) => {
		expect(amountOfText(text)).toBe(amount);
	});

	it('gives no amount for a range or a text without a number, rather than a wrong one', () => {
		expect(amountOfText('$10 - $20')).toBeNull();
		expect(amountOfText('Free')).toBeNull();
	});

	it.each([
		['$12', 'USD'],
		['12 €', 'EUR'],
		['C$ 40', 'CAD'],
		['EUR 12', 'EUR'],
		['$12 OBO', 'USD'],
		['12,5 zł', 'PLN'],
		['12', null],
	])('reads the currency of %s', (text, currency) => {
		expect(currencyOfText(text)).toBe(currency);
	});

	it('takes a number, a Money object, a numeric string or a text, the named currency winning over a symbol', () => {
		expect(priceOf(12.5, 'eur', '12,50 €')).toEqual({ amount: 12.5, currency: 'EUR', text: '12,50 €' });
		expect(priceOf({ value: 9.99, currency: 'USD', symbol: '$', raw: '$9.99' })).toEqual({ amount: 9.99, currency: 'USD', text: '$9.99' });
		expect(priceOf('19.00', 'GBP')).toEqual({ amount: 19, currency: 'GBP', text: '19.00' });
		expect(priceOf('$1,299.99')).toEqual({ amount: 1299.99, currency: 'USD', text: '$1,299.99' });
		expect(priceOf('$1,299.99', 'CAD')).toEqual({ amount: 1299.99, currency: 'CAD', text: '$1,299.99' });
		expect(priceOf(undefined, undefined, '€ 40')).toEqual({ amount: 40, currency: 'EUR', text: '€ 40' });
		expect(priceOf(null)).toEqual({ amount: null, currency: null, text: null });
	});

	it('gives a flat record price, currency and price_text columns', () => {
		expect(priceColumns(priceOf(5, 'USD', '$5.00'))).toEqual({ price: 5, currency: 'USD', price_text: '$5.00' });
	});

	it('picks the cheapest row by its numeric price, passing over rows without one', () => {
		const rows = [{ id: 'a', price: 120 }, { id: 'b', price: null }, { id: 'c', price: 99.5 }, { id: 'd', price: 99.5 }];
		expect(cheapest(rows)?.id).toBe('c');
		expect(cheapest([{ price: null }])).toBeUndefined();
		expect(cheapest([])).toBeUndefined();
	});
});

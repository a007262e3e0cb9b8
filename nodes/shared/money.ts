import type { IDataObject } from 'n8n-workflow';

/**
 * Money the same way on every node, so a flow can compare a Walmart price with a Vinted one without per-source code.
 * A flat (Simplify) record gives a price as three columns: the amount as a number (`price`), the ISO 4217 currency
 * code (`currency`, one per record: a record's prices share one market) and the text the site shows (`price_text`).
 * Extra prices of the same record (`was_price`, `shipping_price`...) are numbers in that currency.
 */
export interface Price {
	amount: number | null;
	currency: string | null;
	text: string | null;
}

/**
 * The service's Money object `{value, currency, symbol, raw}` taken apart for flat, spreadsheet-ready
 * records: the amount as a number column, the currency code as its own column.
 */
export function moneyValue(money: unknown): number | null {
	const value = (money as IDataObject | null | undefined)?.value;
	return typeof value === 'number' ? value : null;
}

/** The currency code of the first of `amounts` that has one (a record's prices share one marketplace currency). */
export function moneyCurrency(...amounts: unknown[]): string | null {
	for (const money of amounts) {
		const currency = (money as IDataObject | null | undefined)?.currency;
		if (typeof currency === 'string' && currency !== '') return currency;
	}
	return null;
}

/** Symbols the sites print, to their ISO code; `$` alone is read as USD only when the answer names no currency. */
const CURRENCY_SYMBOLS: Array<[string, string]> = [
	['US$', 'USD'],
	['CA$', 'CAD'],
	['C$', 'CAD'],
	['A$', 'AUD'],
	['AU$', 'AUD'],
	['NZ$', 'NZD'],
	['HK$', 'HKD'],
	['S$', 'SGD'],
	['R$', 'BRL'],
	['MX$', 'MXN'],
	['€', 'EUR'],
	['£', 'GBP'],
	['¥', 'JPY'],
	['₹', 'INR'],
	['₩', 'KRW'],
	['₺', 'TRY'],
	['₱', 'PHP'],
	['zł', 'PLN'],
	['Kč', 'CZK'],
	['kr', 'SEK'],
	['CHF', 'CHF'],
	['RM', 'MYR'],
	['Rp', 'IDR'],
	['฿', 'THB'],
	['₫', 'VND'],
	['$', 'USD'],
];

/** Codes read when written out in a price text; any other three capitals ("OBO", "NEW") are not a currency. */
const WRITTEN_CODES = new Set([
	...CURRENCY_SYMBOLS.map(([, iso]) => iso),
	...['DKK', 'NOK', 'HUF', 'RON', 'BGN', 'ZAR', 'AED', 'SAR', 'CNY', 'TWD', 'ILS', 'CLP', 'COP', 'ARS', 'PEN'],
]);

/** The currency a price text names: an ISO code written out ("EUR 12"), else its symbol ("12 €"). */
export function currencyOfText(text: string): string | null {
	for (const code of text.match(/\b[A-Z]{3}\b/g) ?? []) if (WRITTEN_CODES.has(code)) return code;
	for (const [symbol, iso] of CURRENCY_SYMBOLS) if (text.includes(symbol)) return iso;
	return null;
}

/**
 * The amount a price text shows, whatever the market's separators: "$1,299.99", "1 299,50 €", "€ 1.299", "12,5 zł".
 * A range ("$10 - $20") or a text with no number gives null: a wrong number is worse than none.
 */
export function amountOfText(text: string): number | null {
	const numbers = text.match(/\d[\d\s.,'\u00a0\u202f]*/g)?.map((part) => part.replace(/[\s.,'\u00a0\u202f]+$/, '')) ?? [];
	if (numbers.length !== 1) return null;
	const digits = numbers[0].replace(/[\s'\u00a0\u202f]/g, '');
	const lastSeparator = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
	let normalised = digits;
	if (lastSeparator !== -1) {
		const decimals = digits.length - lastSeparator - 1;
		const separator = digits[lastSeparator];
		const used = new Set(digits.replace(/\d/g, ''));
		// One kind of separator followed by exactly three digits is a thousands separator ("1,299", "1.299"), as it
		// is when it appears more than once ("1.299.000").
		const thousandsOnly = used.size === 1 && (decimals === 3 || digits.split(separator).length > 2);
		normalised = thousandsOnly
			? digits.replace(/[.,]/g, '')
			: digits.slice(0, lastSeparator).replace(/[.,]/g, '') + '.' + digits.slice(lastSeparator + 1);
	}
	const amount = Number(normalised);
	return Number.isFinite(amount) ? amount : null;
}

/**
 * One price from what an answer gives: a number, a Money object `{value, currency, raw}`, a numeric string or a
 * price text, with the currency the record names (`currency`) winning over one guessed from a symbol.
 */
export function priceOf(value: unknown, currency?: unknown, shown?: unknown): Price {
	const named = typeof currency === 'string' && currency !== '' ? currency.toUpperCase() : null;
	const text = typeof shown === 'string' && shown !== '' ? shown : null;
	if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
		const money = value as IDataObject;
		const raw = typeof money.raw === 'string' && money.raw !== '' ? money.raw : null;
		const inner = priceOf(money.value ?? money.amount ?? raw, named ?? money.currency ?? money.currency_code, text ?? raw);
		return inner;
	}
	if (typeof value === 'number' && Number.isFinite(value)) {
		return { amount: value, currency: named ?? (text === null ? null : currencyOfText(text)), text };
	}
	if (typeof value === 'string' && value.trim() !== '') {
		const shownText = text ?? value;
		const amount = /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : amountOfText(value);
		return { amount, currency: named ?? currencyOfText(shownText), text: shownText };
	}
	if (text !== null) return { amount: amountOfText(text), currency: named ?? currencyOfText(text), text };
	return { amount: null, currency: named, text: null };
}

/** A flat record's price columns: `price`, `currency` and `price_text`, in that order. */
export function priceColumns(price: Price): { price: number | null; currency: string | null; price_text: string | null } {
	return { price: price.amount, currency: price.currency, price_text: price.text };
}

/** The row with the lowest numeric `price` (as priceColumns gives it), or undefined when none has one. */
export function cheapest<T extends { price?: unknown }>(rows: T[]): T | undefined {
	return rows.reduce<T | undefined>((best, row) => (typeof row.price === 'number' && (best === undefined || row.price < (best.price as number)) ? row : best), undefined);
}

import type { IDataObject } from 'n8n-workflow';

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

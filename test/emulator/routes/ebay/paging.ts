/**
 * eBay's page-number paging as the service passes it on: `pagination.has_more` is true while a next page exists, and
 * a page past the last one is the last page served again (never an empty page), so only has_more ends a list.
 */
import { isoSeconds } from '../../fixtures/ebay/markets';

export const DOMAIN_RULE = { type: 'string', default: 'com', maxLength: 10 } as const;
export const SORT_VALUES = ['best_match', 'ending_soonest', 'newly_listed', 'price_low_to_high', 'price_high_to_low'] as const;
export const CONDITION_VALUES = ['new', 'open_box', 'refurbished', 'used', 'for_parts'] as const;
export const BUYING_FORMAT_VALUES = ['auction', 'buy_it_now', 'best_offer'] as const;

export interface ServedPage<T> {
	records: T[];
	/** Index of the first record served, for its `position`. */
	start: number;
	pagination: { current_page: number; per_page: number | null; total_pages: number | null; total_results: number | null; has_more: boolean };
}

/** Page `page` of `all` at `perPage` records a page; past the end, the last page again with has_more false. */
export function servePage<T>(all: readonly T[], page: number, perPage: number): ServedPage<T> {
	const totalPages = Math.ceil(all.length / perPage);
	const served = Math.max(1, Math.min(page, totalPages));
	const start = (served - 1) * perPage;
	return {
		records: all.slice(start, start + perPage),
		start,
		pagination: { current_page: page, per_page: perPage, total_pages: totalPages, total_results: all.length, has_more: page < totalPages },
	};
}

export const scraped = (now: number) => ({ scraped_utc: Math.floor(now / 1000), scraped_at: isoSeconds(now) });

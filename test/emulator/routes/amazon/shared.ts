import { AMAZON_CATEGORIES } from '../../fixtures/amazon/catalog';
import { ApiError } from '../../route';

/** The `domain` every Amazon endpoint but markets takes. */
export const DOMAIN = { type: 'string', default: 'com', maxLength: 10 } as const;

/** A marketplace the emulator has no data for is a 404, as the service answers an unsupported one. */
export function knownDomain(domain: string): void {
	if (!AMAZON_CATEGORIES[domain]) throw ApiError.notFound(`Unsupported Amazon marketplace: ${domain}`);
}

export const PRODUCT_SORTS = ['relevance', 'price_low_to_high', 'price_high_to_low', 'avg_review', 'newest'] as const;

/**
 * One page of a paged list with the documented `pagination` object. With a `cap`, the list is shown up to that many
 * pages: `total_pages` stops there while `total_results` still counts everything matched. A page past the end is empty.
 */
export function pageOf<T>(all: readonly T[], page: number, perPage: number, cap?: number) {
	const pages = Math.ceil(all.length / perPage);
	const start = (page - 1) * perPage;
	return {
		entries: page > (cap ?? Infinity) ? [] : all.slice(start, start + perPage),
		start,
		pagination: { current_page: page, total_pages: cap === undefined ? pages : Math.min(pages, cap), total_results: all.length },
	};
}

/**
 * The Yandex node's parameters that recur across its resources: the market (Yandex localises by domain, not by a
 * parameter) every call but Market > List takes, the search text, and the page-numbered paging of both searches.
 */
import type { OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { queryParam } from '../shared/descriptor';

/** The domains the pages name, with the host each is (Market > List gives them with their region and language). */
export const YANDEX_DOMAINS: ReadonlyArray<{ code: string; host: string }> = [
	{ code: 'tr', host: 'yandex.com.tr' },
	{ code: 'com', host: 'yandex.com' },
	{ code: 'ru', host: 'yandex.ru' },
	{ code: 'by', host: 'yandex.by' },
	{ code: 'kz', host: 'yandex.kz' },
	{ code: 'uz', host: 'yandex.uz' },
];

export const DOMAIN: OptionsParam = {
	displayName: 'Domain',
	name: 'domain',
	in: 'query',
	type: 'options',
	default: 'tr',
	description:
		"The Yandex domain to search, which sets the country's index: tr (yandex.com.tr, the default, which the service says clears Yandex's anti-bot most reliably), com, ru, by, kz or uz. com and ru are served a captcha more often: the service answers 422 then, not billed.",
	options: YANDEX_DOMAINS.map((domain) => ({ value: domain.code, name: domain.host })),
};

export const searchQuery = (what: string, placeholder: string): StringParam =>
	queryParam({ description: `${what}, e.g. ${placeholder}`, placeholder, maxLength: 400 });

/**
 * Both searches page by number, 1 to 25 (the endpoint pages' range). The web search ends where `pagination.next_url` is
 * null; the image search gives no flag, so it ends at a page shorter than the ones before it, or an empty one.
 */
export const searchPaging = (morePath: string | undefined, what: string): Paging => ({
	kind: 'page',
	param: 'page',
	...(morePath ? { morePath } : {}),
	lastPage: 25,
	lastPageHint: `Yandex serves 25 pages of ${what} at most: narrow the query to read other results`,
});

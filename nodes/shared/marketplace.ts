import type { PickParam } from './descriptor';

/**
 * The Marketplace field of a platform whose service takes a marketplace as its domain ending (`domain`: com, co.uk,
 * de...), Amazon and eBay alike: picked from the marketplaces the service documents, or typed in "By Domain" for one
 * the list does not show. Default com.
 */
export function marketplacePick(method: string, options: Array<{ value: string; name: string }>, description: string): PickParam {
	return {
		displayName: 'Marketplace',
		name: 'domain',
		in: 'query',
		type: 'pick',
		default: 'com',
		description,
		placeholder: 'co.uk',
		pattern: { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com, co.uk or de' },
		typedMode: 'By Domain',
		list: { method, options },
	};
}

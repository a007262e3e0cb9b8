import type { NumberParam, PickParam } from '../shared/descriptor';

/** The marketplaces the service documents (its market list and its `domain` parameter descriptions). */
export const AMAZON_MARKETPLACES = [
	{ value: 'com', name: 'United States (amazon.com)' },
	{ value: 'co.uk', name: 'United Kingdom (amazon.co.uk)' },
	{ value: 'de', name: 'Germany (amazon.de)' },
	{ value: 'fr', name: 'France (amazon.fr)' },
	{ value: 'co.jp', name: 'Japan (amazon.co.jp)' },
];

const DOMAIN_FORM = { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com, co.uk or de' };

export const MARKETPLACE: PickParam = {
	displayName: 'Marketplace',
	name: 'domain',
	in: 'query',
	type: 'pick',
	default: 'com',
	description:
		'The Amazon marketplace to read from, as its domain ending: com (United States, the default), co.uk, de, fr, co.jp, or another one typed in "By Domain"',
	placeholder: 'co.uk',
	pattern: DOMAIN_FORM,
	typedMode: 'By Domain',
	list: { method: 'amazonMarketplaces', options: AMAZON_MARKETPLACES },
};

export const startPage = (description: string, max?: number): NumberParam => ({
	displayName: 'Start Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	max,
	default: 1,
	description,
});

const CATEGORY_FORM = { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, form: 'a category alias, slug or node ID such as electronics or 172282' };

export const categoryParam = (list: PickParam['list'], description: string): PickParam => ({
	displayName: 'Category',
	name: 'category',
	in: 'query',
	type: 'pick',
	default: '',
	description,
	placeholder: 'electronics',
	pattern: CATEGORY_FORM,
	typedMode: 'By Alias or ID',
	list,
});

/**
 * The Leboncoin fields that load their choices from another endpoint (categories, places, departments and regions as
 * pick lists), and the Region ID field Ad > Search shares with Department > List.
 */
import type { PickParam } from '../shared/descriptor';

/**
 * A pick list loaded from another Leboncoin endpoint: `value` and `label` name the record fields holding
 * each choice's value and the text shown for it.
 */
export function loadedFrom(
	method: string,
	resource: string,
	operation: string,
	value: string,
	label: string,
	more: { pass?: string[]; filter?: string } = {},
): PickParam['list'] {
	return { method, from: { resource, operation }, value, name: label, ...more };
}

/** The search suggestions of Location > Search, offered as a pick list for a city or zipcode field of the ad search. */
export function locationPick(
	displayName: string,
	name: 'city' | 'zipcode',
	label: string,
	example: string,
	pattern: PickParam['pattern'],
	method: string,
): PickParam {
	return {
		displayName,
		name,
		in: 'query',
		type: 'pick',
		default: '',
		description: `${label}: type it (e.g. ${example}), or search Leboncoin's places in "From List". Each search in the list costs 2 credits and runs only once you type a place name.`,
		placeholder: example,
		pattern,
		typedMode: 'By Value',
		list: loadedFrom(method, 'location', 'search', name, 'label', { filter: 'q' }),
	};
}

export const REGION_PATTERN: PickParam['pattern'] = { regex: /^\d{1,2}$/, form: 'a numeric region ID such as 20' };

/** The Region ID field, its list loaded from Region > List (free). Ad > Search and Department > List share it. */
export function regionPick(description: string): PickParam {
	return {
		displayName: 'Region ID',
		name: 'region_id',
		in: 'query',
		type: 'pick',
		default: '',
		description,
		placeholder: '20',
		pattern: REGION_PATTERN,
		typedMode: 'By ID',
		list: loadedFrom('leboncoinRegions', 'region', 'list', 'id', 'name'),
	};
}

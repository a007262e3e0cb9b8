import type { Paging, StringParam } from '../shared/descriptor';

export function cursorParam(displayName: string, description: string): StringParam {
	return {
		displayName,
		name: 'cursor',
		in: 'query',
		type: 'string',
		default: '',
		description,
		pattern: { regex: /^\S+$/, form: 'a cursor without spaces, as given in next_cursor' },
		maxLength: 1000,
	};
}

export const startCursor = cursorParam(
	'Start Cursor',
	'Continue a listing from this cursor, given as the next_cursor value of an earlier run. Leave empty to start at the beginning.',
);

export const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' };

/** What every X endpoint shares: GET, the per-item charge, tweets simplified the same way. */
export const X_COSTS = { method: 'GET', credits: 1, creditsPerRecord: 1 } as const;

import type { ResourceDescriptor } from '../../shared/descriptor';

export const genre: ResourceDescriptor = {
	value: 'genre',
	name: 'Genre',
	description: 'The App Store genres a chart can be narrowed to',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List App Store genres',
			description:
				'List the App Store genres, one item per genre: genre_id (the value the Genre field of Chart > Get takes, e.g. 6014), name (e.g. Games/Puzzle) and parent_id (6014 for the Games subgenres). Free: costs no credits.',
			method: 'GET',
			path: '/v1/app-store/genres',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'genres',
		},
	],
};

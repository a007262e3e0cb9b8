import type { ResourceDescriptor } from '../../shared/descriptor';
import { regionPick } from '../leboncoin.params';

export const department: ResourceDescriptor = {
	value: 'department',
	name: 'Department',
	description: "France's departments as Leboncoin lists them, by region if you like",
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List departments',
			description:
				'List French departments, one item per department: id (what Ad > Search takes as Department ID, e.g. 75 or 2A), name and region_id. All of them, or only those of one region.',
			method: 'GET',
			path: '/v1/leboncoin/departments',
			params: [
				regionPick(
					'Only the departments of this region: pick it in "From List" (Region > List, free) or type its numeric ID, e.g. 22. Leave empty for every department.',
				),
			],
			credits: 0,
			paging: { kind: 'none' },
			records: 'departments',
		},
	],
};

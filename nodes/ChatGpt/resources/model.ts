import type { ResourceDescriptor } from '../../shared/descriptor';
import { CHATGPT_COUNTRY } from '../chatgpt.engine';

export const model: ResourceDescriptor = {
	value: 'model',
	name: 'Model',
	description: 'The models chatgpt.com serves an anonymous visitor',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List ChatGPT models',
			description:
				"List the models chatgpt.com currently offers, one item per model: slug (what an answer's model field names), title, description, max_tokens, tags. A catalogue only: no model can be chosen for an answer.",
			method: 'GET',
			path: '/v1/chatgpt/models',
			params: [CHATGPT_COUNTRY],
			credits: 1,
			paging: { kind: 'none' },
			records: 'models',
		},
	],
};

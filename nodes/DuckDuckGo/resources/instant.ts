import type { ResourceDescriptor } from '../../shared/descriptor';
import { searchQuery } from '../duckduckgo.params';

export const instantAnswer: ResourceDescriptor = {
	value: 'instantAnswer',
	name: 'Instant Answer',
	description: "DuckDuckGo's Instant Answer of a reference query: an entity's abstract, a definition, a calculation",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a DuckDuckGo Instant Answer',
			description:
				"Get DuckDuckGo's Instant Answer, as one item: heading, abstract and abstract_text with their source and URL, answer and answer_type (a calculation or conversion), definition, image, type (A article, D disambiguation, C category, N name, E exclusive), redirect (a !bang) and related_topics. Instant Answers are for entities, people, places, definitions and calculations: most other phrases give empty fields, which is DuckDuckGo's answer, not an error (use Web > Search for them).",
			method: 'GET',
			path: '/v1/duckduckgo/instant',
			params: [searchQuery('The thing to look up: an entity, a person, a place, a word or a calculation', 'Nikola Tesla')],
			credits: 1,
			paging: { kind: 'none' },
			toolUse: 'Use to look up a short factual answer about an entity, a definition or a calculation',
		},
	],
};

import type { BooleanParam, ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, LANGUAGE, searchText } from '../google.params';

const INCLUDE_HTML: BooleanParam = {
	displayName: 'Include Answer HTML',
	name: 'include_html',
	in: 'query',
	type: 'boolean',
	default: true,
	description: 'Whether to include the answer\'s raw HTML (answer_html), which can be hundreds of KB: off when the text blocks and Markdown are enough',
};

export const ai: ResourceDescriptor = {
	value: 'ai',
	name: 'AI Mode and AI Overview',
	description: 'Google\'s generative answers: an AI Mode answer to a question, and the AI Overview a results page shows',
	endpoints: [
		{
			operation: 'aiMode',
			name: 'Ask AI Mode',
			action: 'Ask Google AI Mode',
			description:
				'Ask Google\'s AI Mode (udm=50) a question. One item: the answer as text blocks (paragraphs, headings, tables, lists), its sources (references), a Markdown rendering (markdown) and, unless turned off, the raw HTML.',
			method: 'GET',
			path: '/v1/google/ai-mode/search',
			params: [searchText('The question to ask', 'which espresso machine should a beginner buy'), COUNTRY, LANGUAGE, INCLUDE_HTML],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			toolUse: 'Use to get Google\'s AI-generated answer to a question, with its sources',
		},
		{
			operation: 'aiOverview',
			name: 'Get AI Overview',
			action: 'Get the AI Overview of a Google search',
			description:
				'Read the AI Overview Google shows at the top of the results for a query (chased when Google loads it later). One item: its text blocks, references, and whether it was deferred; empty text blocks when Google shows none for the query.',
			method: 'GET',
			path: '/v1/google/ai-overview',
			params: [searchText('The search whose AI Overview to read, as typed in Google', 'how does an espresso machine work'), COUNTRY, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
	],
};

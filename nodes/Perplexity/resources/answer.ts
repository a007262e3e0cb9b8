import { askEndpoint, brandVisibilityEndpoint } from '../../shared/answers';
import type { ResourceDescriptor } from '../../shared/descriptor';
import { PERPLEXITY } from '../perplexity.engine';

export const answer: ResourceDescriptor = {
	value: 'answer',
	name: 'Answer',
	description: "Perplexity's answers to a question, each whole as one item",
	endpoints: [askEndpoint(PERPLEXITY), brandVisibilityEndpoint(PERPLEXITY)],
};

import { askEndpoint, brandVisibilityEndpoint } from '../../shared/answers';
import type { ResourceDescriptor } from '../../shared/descriptor';
import { GEMINI } from '../gemini.engine';

export const answer: ResourceDescriptor = {
	value: 'answer',
	name: 'Answer',
	description: "Gemini's answers to a question, with the sources it cited",
	endpoints: [askEndpoint(GEMINI), brandVisibilityEndpoint(GEMINI)],
};

import { askEndpoint, brandVisibilityEndpoint } from '../../shared/answers';
import type { ResourceDescriptor } from '../../shared/descriptor';
import { CHATGPT } from '../chatgpt.engine';

export const answer: ResourceDescriptor = {
	value: 'answer',
	name: 'Answer',
	description: "ChatGPT's answers to a question, with the sources it cited",
	endpoints: [askEndpoint(CHATGPT), brandVisibilityEndpoint(CHATGPT)],
};

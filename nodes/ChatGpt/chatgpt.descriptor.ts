import type { PlatformDescriptor } from '../shared/descriptor';
import { answer } from './resources/answer';
import { model } from './resources/model';

/**
 * ChatGPT (chatgpt.com, asked anonymously) through ScrapeBadger (`/v1/chatgpt/...`), one file per resource under
 * resources/. `/v1/chatgpt/health` is the service's uptime check, not an operation. A new node opens on Answer > Ask.
 */
export const chatgpt: PlatformDescriptor = {
	platform: 'ChatGPT',
	resources: [answer, model],
};

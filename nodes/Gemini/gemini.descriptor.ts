import type { PlatformDescriptor } from '../shared/descriptor';
import { answer } from './resources/answer';

/**
 * Gemini through ScrapeBadger (`/v1/gemini/...`): Ask and Brand Visibility. `/v1/gemini/health` is the service's uptime
 * check, not an operation; Gemini has no model list (the anonymous surface answers with one model).
 */
export const gemini: PlatformDescriptor = {
	platform: 'Gemini',
	resources: [answer],
};

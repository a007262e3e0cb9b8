import type { PlatformDescriptor } from '../shared/descriptor';
import { answer } from './resources/answer';

/**
 * Perplexity through ScrapeBadger (`/v1/perplexity/...`), described from the OpenAPI alone (perplexity.engine.ts).
 * `/v1/perplexity/health` is the service's uptime check, not an operation.
 */
export const perplexity: PlatformDescriptor = {
	platform: 'Perplexity',
	resources: [answer],
};

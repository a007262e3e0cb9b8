/** The Baidu node's search text, as every call takes it (Chinese in practice, sent as UTF-8 by the request's encoding). */
import type { StringParam } from '../shared/descriptor';
import { queryParam } from '../shared/descriptor';

export const searchQuery = (what: string, placeholder: string): StringParam =>
	queryParam({ description: `${what}, e.g. ${placeholder} (Chinese words find far more than Latin ones)`, placeholder, maxLength: 400 });

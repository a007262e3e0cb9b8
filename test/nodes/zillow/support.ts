/**
 * What the Zillow node tests share: the node, the locator and pick forms a user types or picks, the homes of a city
 * with a status, and readers of the run's output and hints.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Home } from '../../emulator/fixtures/zillow/homes';
import { HOMES } from '../../emulator/fixtures/zillow/homes';
import type { RunNodeResult } from '../../harness/n8n';

export const NODE = 'scrapeBadgerZillow';

export { byUrl, byId, typed, picked } from '../support';


export const homesIn = (city: string, status: Home['status']) => HOMES.filter((home) => home.city === city && home.status === status);
export const zpids = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.zpid);
export const hintsOf = (result: RunNodeResult) =>
	(result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);

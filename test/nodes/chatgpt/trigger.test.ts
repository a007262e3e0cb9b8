/**
 * The ChatGPT Trigger's Cited Sources Changed through n8n-core's poll path against the emulator, whose answer's sources
 * rotate on request: emitting on any change of the set or order, or only when a watched domain or brand enters or
 * leaves the answer; what the state keeps; bad settings refused before any request; each poll asks again (20 credits).
 */
import type { IDataObject } from 'n8n-workflow';

import { ScrapeBadgerChatGptTrigger } from '../../../nodes/ChatGpt/ScrapeBadgerChatGptTrigger.node';
import { SOURCES } from '../../emulator/fixtures/answers/world';
import { nodeSuite } from '../../harness/suite';
import { ActiveTrigger } from '../../harness/triggers';

const suite = nodeSuite();
const PATH = '/v1/chatgpt/ask';
const PROMPT = 'Which web scraping APIs lead in 2026?';
const watching = (parameters: IDataObject) =>
	new ActiveTrigger(() => suite.emulator, 'scrapeBadgerChatGptTrigger', { event: 'citedSourcesChanged', prompt: PROMPT, ...parameters });
const stateOf = (staticData: IDataObject) => (staticData['node:ScrapeBadger Trigger'] as IDataObject | undefined)?.watch as { values: IDataObject } | undefined;
type Event = { changedFields: string[]; previous: IDataObject; current: IDataObject; record: IDataObject };

describe('ChatGPT Trigger > Cited Sources Changed', () => {
	test('each poll asks the question (20 credits); a source out and another in is one event; the state keeps the ordered URLs', async () => {
		const trigger = watching({ watchOptions: { watchedInAnswer: 'scrapebadger.com' } });
		const seed = await trigger.poll();
		expect(seed.emitted).toBeNull();
		expect(seed.credits).toBe(20);
		expect(suite.emulator.requests[0]).toMatchObject({ method: 'GET', path: PATH, query: { prompt: PROMPT } });
		expect(stateOf(trigger.staticData)?.values).toEqual({ cited_urls: SOURCES.slice(0, 3).map((source) => source.url) });
		expect((await trigger.poll()).emitted).toBeNull();

		suite.emulator.change(PATH, { rotation: 1 });
		const moved = await trigger.poll();
		const event = moved.emitted?.[0].json as Event;
		expect(moved.emitted).toHaveLength(1);
		expect(event.changedFields).toEqual(['cited_urls']);
		expect(event.record).toMatchObject({ engine: 'ChatGPT', prompt: PROMPT, watched: 'scrapebadger.com', watched_in: true, cited_domains: ['news.example.org', 'scrapebadger.com', 'forum.example.net'] });
		expect((await trigger.poll()).emitted).toBeNull();
	});

	test.each([
		['a domain', 'scrapebadger.com'],
		['a brand name', 'ScrapeBadger'],
	])('Watched One Enters or Leaves, %s: moves that keep it in emit nothing; leaving and coming back emit once each', async (_what, watched) => {
		const trigger = watching({ watchOptions: { watchedInAnswer: watched }, answerEmitWhen: 'watchedChanged' });
		await trigger.poll();
		expect(stateOf(trigger.staticData)?.values).toEqual({ watched_in: true });
		suite.emulator.change(PATH, { rotation: 1 });
		expect((await trigger.poll()).emitted).toBeNull();
		suite.emulator.change(PATH, { rotation: 3 });
		const left = (await trigger.poll()).emitted?.[0].json as Event;
		expect(left).toMatchObject({ changedFields: ['watched_in'], previous: { watched_in: true }, current: { watched_in: false } });
		suite.emulator.change(PATH, { rotation: 0 });
		const back = (await trigger.poll()).emitted?.[0].json as Event;
		expect(back).toMatchObject({ changedFields: ['watched_in'], current: { watched_in: true } });
	});

	test('Watched One Enters or Leaves with nothing watched is refused before any request', async () => {
		const result = await watching({ answerEmitWhen: 'watchedChanged' }).poll();
		expect(result.error?.message).toMatch(/Watched Domain or Brand \(Watch Options\) is required/);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('the event notice states the price of each poll', () => {
		const notice = new ScrapeBadgerChatGptTrigger().description.properties.find((property) => property.name === 'citedSourcesChangedNotice');
		expect(notice?.displayName).toContain('Every poll asks the question again: 20 credits a poll');
	});
});

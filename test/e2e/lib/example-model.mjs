/**
 * The AI model of the examples that hand pages to one (web.workflow.json: URLs to Markdown to an AI summary). Such an
 * example names an OpenAI credential; the suite imports it pointing at a loopback OpenAI stand-in
 * (openai-stub.mjs), so nothing leaves 127.0.0.1 and the model's answer is known: the page's title as the prompt
 * gives it, and how much Markdown the prompt carried, which shows the scraped page reached the model.
 */
import { messageText, startOpenAiStub } from './openai-stub.mjs';

/** Every example's OpenAI Chat Model names this credential. */
export const EXAMPLE_MODEL_CREDENTIAL = { id: 'sbExampleOpenAi1', name: 'OpenAI' };
/** Not a secret: the stub accepts anything. */
const STUB_KEY = 'sk-loopback-stub-not-a-secret';

/** Whether an example's workflow has a node using that credential. */
export const usesExampleModel = (workflow) =>
	workflow.nodes.some((node) => Object.values(node.credentials ?? {}).some((credential) => credential.id === EXAMPLE_MODEL_CREDENTIAL.id));

/** "<title>: summarised from <n> characters of Markdown." for a prompt holding "Title: <title>" and a "Markdown:" part. */
function summary(body) {
	const prompt = messageText([...(body.messages ?? [])].reverse().find((message) => message.role === 'user'));
	const title = /^Title: (.*)$/m.exec(prompt)?.[1] ?? '(no title)';
	const markdown = prompt.split(/^Markdown:\n/m)[1] ?? '';
	return { content: `${title}: summarised from ${markdown.length} characters of Markdown.` };
}

/** Starts the stand-in; `credential` is the example credential as `n8n import:credentials` takes it. */
export async function startExampleModel() {
	const stub = await startOpenAiStub({ respond: summary });
	return {
		credential: { ...EXAMPLE_MODEL_CREDENTIAL, type: 'openAiApi', data: { apiKey: STUB_KEY, url: stub.url } },
		stop: () => stub.stop(),
	};
}

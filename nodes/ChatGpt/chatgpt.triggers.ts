import { answerTriggers } from '../shared/answers';
import { chatgpt } from './chatgpt.descriptor';
import { CHATGPT } from './chatgpt.engine';

/** What the ChatGPT trigger watches: the sources ChatGPT cites for a question (Answer > Ask asked on each poll). */
export const chatgptTriggers = answerTriggers(chatgpt, CHATGPT);

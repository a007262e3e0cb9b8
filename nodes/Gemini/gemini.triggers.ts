import { answerTriggers } from '../shared/answers';
import { gemini } from './gemini.descriptor';
import { GEMINI } from './gemini.engine';

/** What the Gemini trigger watches: the sources Gemini cites for a question (Answer > Ask asked on each poll). */
export const geminiTriggers = answerTriggers(gemini, GEMINI);

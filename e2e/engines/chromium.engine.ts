import { describeEngine } from './engine-suite';

describeEngine('chromium');

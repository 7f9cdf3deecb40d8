import { describeEngine } from './engine-suite';

describeEngine('firefox');

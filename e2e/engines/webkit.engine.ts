import { describeEngine } from './engine-suite';

describeEngine('webkit');
